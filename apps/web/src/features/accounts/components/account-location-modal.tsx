import type { TAccount } from '@pulseboard/contract/accounts';
import { Form, Modal } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUpdateAccountLocation } from '../api/update-account-location.ts';
import { LocationSelect } from './location-select.tsx';

/** Moves a staff account to one location of the club, or makes it club-wide. */
export function AccountLocationModal(props: { clubId: number; account?: TAccount; onClose: () => void }) {
  const { clubId, account, onClose } = props;
  const { t } = useTranslation();
  // Antd derives the inputs' ids from the form name; the shell keeps hidden copies of pages alive,
  // so a fixed name would point each label at a hidden copy's input.
  const formId = useId();
  const [form] = Form.useForm<{ locationId: number | null }>();
  const update = useUpdateAccountLocation(clubId);

  useEffect(() => {
    if (account) form.setFieldsValue({ locationId: account.locationId });
  }, [account, form]);

  const onFinish = ({ locationId }: { locationId: number | null }) => {
    if (!account) return;
    update.mutate(
      { accountId: account.accountId, locationId: locationId ?? null },
      {
        onSuccess: () => {
          notifySuccess(t('common.saved'));
          onClose();
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    );
  };

  return (
    <Modal
      open={account !== undefined}
      title={t('accounts.locationTitle', { name: account?.name ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onFinish} name={formId} disabled={update.isPending}>
        <Form.Item name="locationId" label={t('accounts.location')}>
          <LocationSelect clubId={clubId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
