import { needsLocation } from '@pulseboard/contract/account-rules';
import type { TAccount } from '@pulseboard/contract/accounts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
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
    savedText: t('accounts.saved'),
    onSaved: onClose,
  });

  return (
    <FormModal
      open={account !== undefined}
      title={t('accounts.locationTitle', { name: account?.name ?? '' })}
      onClose={onClose}
      form={form}
      saving={saving}
    >
      <Form {...formProps}>
        <Form.Item name="locationId" label={t('accounts.location')}>
          <LocationSelect clubId={clubId} clubWide={!account || !needsLocation(account.memberRole)} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
