import { EditOutlined, MoreOutlined } from '@ant-design/icons';
import type { TMemberListItem } from '@pulseboard/contract/members';
import { MEMBER_ACTIONS_ACCESS } from '@pulseboard/contract/members-actions';
import { hasRole, type TRole } from '@pulseboard/contract/roles';
import { Button, Dropdown, type MenuProps, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMenu } from '../../../hooks/use-action-menu.ts';
import { useRowAction } from '../../../hooks/use-row-action.ts';
import { useDeleteMember } from '../api/delete-member.ts';
import { useDisableMember } from '../api/disable-member.ts';
import { useEnableMember } from '../api/enable-member.ts';
import { useRefreshMindbodyVisits } from '../api/refresh-mindbody-visits.ts';
import { useRefreshMomenceVisits } from '../api/refresh-momence-visits.ts';
import { useUnassignMemberPod } from '../api/unassign-member-pod.ts';
import { useVerifyMember } from '../api/verify-member.ts';
import { MemberOptionModal } from './member-option-modal.tsx';
import { MemberPasswordModal } from './member-password-modal.tsx';
import { MemberPodModal } from './member-pod-modal.tsx';
import { MemberPointsModal } from './member-points-modal.tsx';

/** What the row needs of a member: the list item's fields (verified and the options once the list carries them). */
export type TActionMember = Pick<TMemberListItem, 'userId' | 'name' | 'email' | 'status' | 'podBarcode'> & {
  podId?: number | null;
  /** 'coach' rows (also staff logins) are deleted from the Admins tab, not here. */
  memberRole?: string;
  verified?: boolean;
  journeyLevel?: string | null;
  xgtPhase?: string | null;
};

type TDialog = 'password' | 'pod' | 'journeyLevel' | 'xgtPhase' | 'points';

/**
 * A member row's actions: Edit (the tab's form, when the caller may edit) and a menu with every action
 * of SPEC.md section 7. What locks or destroys (disable, delete, return the pod) asks first; the rest
 * opens its dialog or runs at once. `role` hides what the caller may not do; without it the manager
 * actions follow `onEdit` (given to managers only) and the API decides in the end.
 */
export function MemberRowActions<M extends TActionMember>(props: {
  clubId: number;
  member: M;
  /** Omitted for a viewer who may not edit members (MEMBERS_ACCESS.manage). */
  onEdit?: (member: M) => void;
  role?: TRole;
}) {
  const { clubId, member, onEdit, role } = props;
  const { t } = useTranslation();
  const { run, confirm } = useRowAction();
  const [dialog, setDialog] = useState<TDialog>();
  const disable = useDisableMember(clubId);
  const enable = useEnableMember(clubId);
  const verify = useVerifyMember(clubId);
  const remove = useDeleteMember(clubId);
  const unassign = useUnassignMemberPod(clubId);
  const mindbody = useRefreshMindbodyVisits(clubId);
  const momence = useRefreshMomenceVisits(clubId);
  const may = (roles: readonly TRole[], fallback = true) =>
    role === undefined ? fallback : hasRole(role, roles);
  const manage = may(MEMBER_ACTIONS_ACCESS.manage, onEdit !== undefined);
  const id = member.userId;
  const name = member.name;
  const held = Boolean(member.podBarcode);
  const items: MenuProps['items'] = [
    ...(may(MEMBER_ACTIONS_ACCESS.assignPod)
      ? [
          {
            key: held ? 'unassignPod' : 'pod',
            label: t(held ? 'membersActions.unassignPod' : 'membersActions.assignPod'),
          },
        ]
      : []),
    ...(manage
      ? [
          { key: 'password', label: t('membersActions.changePassword') },
          ...(member.verified === false ? [{ key: 'verify', label: t('membersActions.verify') }] : []),
          member.status === 'enabled'
            ? { key: 'disable', label: t('membersActions.disable') }
            : { key: 'enable', label: t('membersActions.enable') },
          { key: 'journeyLevel', label: t('membersActions.journeyLevelAction') },
          { key: 'xgtPhase', label: t('membersActions.xgtPhaseAction') },
          { key: 'points', label: t('membersActions.points') },
          { key: 'mindbody', label: t('membersActions.refreshMindbody') },
          { key: 'momence', label: t('membersActions.refreshMomence') },
          ...(member.memberRole === 'coach'
            ? []
            : [
                { type: 'divider' as const },
                { key: 'delete', label: t('membersActions.delete'), danger: true },
              ]),
        ]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'disable')
      confirm(
        t('membersActions.disableConfirm', { name }),
        t('membersActions.disable'),
        () => disable.mutateAsync(id),
        t('membersActions.disabled'),
      );
    else if (key === 'delete')
      confirm(
        t('membersActions.deleteConfirm', { name }),
        t('membersActions.delete'),
        () => remove.mutateAsync(id),
        t('membersActions.deleted'),
      );
    else if (key === 'unassignPod')
      confirm(
        t('membersActions.unassignConfirm', { name, barcode: member.podBarcode ?? '' }),
        t('membersActions.unassignPod'),
        () => unassign.mutateAsync(id),
        t('membersActions.podReturned', { barcode: member.podBarcode ?? '' }),
      );
    else if (key === 'enable') void run(enable.mutateAsync(id), t('membersActions.enabled'));
    else if (key === 'verify') void run(verify.mutateAsync(id), t('membersActions.verified'));
    else if (key === 'mindbody') void run(mindbody.mutateAsync(id), t('membersActions.visitsRefreshed'));
    else if (key === 'momence') void run(momence.mutateAsync(id), t('membersActions.visitsRefreshed'));
    else setDialog(key as TDialog);
  };

  const { dropdown, returnFocus } = useActionMenu({ items, onClick });
  // The dialogs are unmounted as they close, so focus goes back to the menu's button from here.
  const close = () => {
    setDialog(undefined);
    returnFocus();
  };
  return (
    <>
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
        {items.length > 0 && (
          <Dropdown {...dropdown} trigger={['click']}>
            <Button
              type="text"
              icon={<MoreOutlined />}
              aria-label={t('membersActions.more')}
              data-testid={`member-actions-${member.userId}`}
            />
          </Dropdown>
        )}
      </Space>
      {/* Only the open dialog is mounted: a page of rows keeps no hidden forms. */}
      {dialog === 'password' && <MemberPasswordModal clubId={clubId} member={member} onClose={close} />}
      {dialog === 'pod' && <MemberPodModal clubId={clubId} member={member} onClose={close} />}
      {(dialog === 'journeyLevel' || dialog === 'xgtPhase') && (
        <MemberOptionModal clubId={clubId} member={member} field={dialog} onClose={close} />
      )}
      {dialog === 'points' && <MemberPointsModal clubId={clubId} member={member} onClose={close} />}
    </>
  );
}
