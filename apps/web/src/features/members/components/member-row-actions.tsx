import { EditOutlined } from '@ant-design/icons';
import type { TMemberListItem } from '@pulseboard/contract/members';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A member row's actions. Edit for now; the member actions of SPEC.md section 7 (verify, disable,
 * pods, journey level...) join it here, each with its confirmation.
 */
export function MemberRowActions({
  clubId: _clubId,
  member,
  onEdit,
}: {
  clubId: number;
  member: TMemberListItem;
  /** Omitted for a viewer who may not edit members (MEMBERS_ACCESS.manage). */
  onEdit?: (member: TMemberListItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      {onEdit && (
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={t('common.edit')}
          data-testid={`member-edit-${member.userId}`}
          onClick={() => onEdit(member)}
        />
      )}
    </Space>
  );
}
