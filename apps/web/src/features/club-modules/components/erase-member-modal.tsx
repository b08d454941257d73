import type { TAccount } from '@pulseboard/contract/accounts';
import { Alert, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
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
  const mismatch = typed !== '' && !matches;
  const inputId = useId();
  const errorId = useId();

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
      {/* The instruction is the box's label, and the mismatch its description (read with the box). */}
      <Typography.Paragraph>
        <label htmlFor={inputId}>{t('clubModules.privacy.eraseType', { email: member?.email ?? '' })}</label>
      </Typography.Paragraph>
      <Input
        id={inputId}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        status={mismatch ? 'error' : undefined}
        aria-invalid={mismatch || undefined}
        aria-describedby={mismatch ? errorId : undefined}
        autoComplete="off"
        data-testid="erase-confirm-email"
      />
      {mismatch && (
        <Typography.Text type="danger" id={errorId}>
          {t('clubModules.privacy.eraseMismatch')}
        </Typography.Text>
      )}
    </Modal>
  );
}
