import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClubLocations } from '../../../api/get-club-locations.ts';

/** The club's locations; cleared means club-wide (null). */
export function LocationSelect(props: {
  clubId: number;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const locations = useClubLocations(props.clubId);
  return (
    <Select<number | null>
      id={props.id}
      allowClear
      value={props.value ?? null}
      onChange={(value) => props.onChange?.(value ?? null)}
      loading={locations.isPending}
      options={[
        { value: null, label: t('accounts.allLocations') },
        ...(locations.data?.list ?? []).map((l) => ({ value: l.locationId, label: l.branchName })),
      ]}
    />
  );
}
