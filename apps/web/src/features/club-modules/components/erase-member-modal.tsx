import type { TAccount } from '@pulseboard/contract/accounts';
import { Alert, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { useEraseMember } from '../api/erase-member.ts';

/** A strong confirmation: the admin types the member's email before the erase is enabled. */
export function EraseMemberModal(props: {
  clubId: number;
  member?: TAccount;
  onClose: (erased: boolean) => void;
}) {
  const { clubId, member, onClose } = props;
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const erase = useEraseMember(clubId);
  const matches = member !== undefined && typed.trim().toLowerCase() === member.email.toLowerCase();

  const close = (erased: boolean) => {
    setTyped('');
    onClose(erased);
  };

  return (
    <Modal
      open={member !== undefined}
      title={t('clubModules.privacy.eraseTitle', { name: member?.name ?? '' })}
      okText={t('clubModules.privacy.erase')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, disabled: !matches }}
      confirmLoading={erase.isPending}
      onCancel={() => close(false)}
      onOk={() => {
        if (!member || !matches) return;
        erase.mutate(member.accountId, {
          onSuccess: () => {
            notifySuccess(t('clubModules.memberErased'));
            close(true);
          },
        });
      }}
    >
      <Alert
        type="warning"
        showIcon
        title={t('clubModules.privacy.eraseWarning')}
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph>
        {t('clubModules.privacy.eraseType', { email: member?.email ?? '' })}
      </Typography.Paragraph>
      <Input
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        status={typed && !matches ? 'error' : undefined}
        autoComplete="off"
        data-testid="erase-confirm-email"
      />
      {typed && !matches && (
        <Typography.Text type="danger">{t('clubModules.privacy.eraseMismatch')}</Typography.Text>
      )}
    </Modal>
  );
}
