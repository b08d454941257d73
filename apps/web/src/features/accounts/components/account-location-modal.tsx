import type { TAccount } from '@pulseboard/contract/accounts';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useUpdateAccountLocation } from '../api/update-account-location.ts';
import { LocationSelect } from './location-select.tsx';

/** Moves a staff account to one location of the club, or makes it club-wide. */
export function AccountLocationModal(props: { clubId: number; account?: TAccount; onClose: () => void }) {
  const { clubId, account, onClose } = props;
  const { t } = useTranslation();
  const update = useUpdateAccountLocation(clubId);
  const { form, formProps, saving } = useEntityForm({
    open: account !== undefined,
    initialValues: () => ({ locationId: account?.locationId ?? null }),
    save: {
      mutation: update,
      variables: ({ locationId }: { locationId: number | null }) =>
        account && { accountId: account.accountId, locationId: locationId ?? null },
    },
    savedText: t('common.saved'),
    onSaved: onClose,
  });

  return (
    <Modal
      open={account !== undefined}
      title={t('admins.locationTitle', { name: account?.name ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form {...formProps}>
        <Form.Item name="locationId" label={t('admins.location')}>
          <LocationSelect clubId={clubId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
