import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClubLocations } from '../../../api/get-club-locations.ts';

/**
 * The club's locations; cleared means club-wide (null). A role that works at one location
 * (`needsLocation`) gets no "All locations" entry and cannot be cleared.
 */
export function LocationSelect(props: {
  clubId: number;
  clubWide: boolean;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const locations = useClubLocations(props.clubId);
  return (
    <Select<number | null>
      id={props.id}
      allowClear={props.clubWide}
      value={props.value ?? (props.clubWide ? null : undefined)}
      onChange={(value) => props.onChange?.(value ?? null)}
      loading={locations.isPending}
      options={[
        ...(props.clubWide ? [{ value: null, label: t('accounts.allLocations') }] : []),
        ...(locations.data?.list ?? []).map((l) => ({ value: l.locationId, label: l.branchName })),
      ]}
    />
  );
}
