import { MEMBER_ROLES } from '@pulseboard/contract/members';
import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClubLocations } from '../../../api/get-club-locations.ts';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';

export type TMemberFilterName = 'location' | 'status' | 'verified' | 'pod' | 'role';
type TValues = Partial<Record<TMemberFilterName, string | undefined>>;

/** The front desk's filters of the member list, one URL parameter each (cleared: the parameter goes). */
export function MemberFilters({
  clubId,
  values,
  onChange,
}: {
  clubId: number;
  values: TValues;
  onChange: (patch: Partial<Record<TMemberFilterName, string>>) => void;
}) {
  const { t } = useTranslation();
  const locations = useClubLocations(clubId);
  // Beside the search on a desktop; two to a row on a phone, so the filters do not push the list away.
  const selectStyle = useIsMobile()
    ? { flex: '1 1 120px', minWidth: 0 }
    : { flex: '1 1 120px', minWidth: 120, maxWidth: 170 };
  const set = (name: TMemberFilterName) => (value: string | undefined) =>
    onChange({ [name]: value ?? '' } as Partial<Record<TMemberFilterName, string>>);
  const any = Object.values(values).some(Boolean);

  return (
    <>
      <Select
        allowClear
        aria-label={t('members.filter.location')}
        placeholder={t('members.filter.location')}
        style={selectStyle}
        value={values.location}
        onChange={set('location')}
        loading={locations.isPending}
        options={(locations.data?.list ?? []).map((l) => ({
          value: String(l.locationId),
          label: l.branchName,
        }))}
      />
      <Select
        allowClear
        aria-label={t('members.filter.status')}
        placeholder={t('members.filter.status')}
        style={selectStyle}
        value={values.status}
        onChange={set('status')}
        options={[
          { value: 'enabled', label: t('members.status.enabled') },
          { value: 'disabled', label: t('members.status.disabled') },
        ]}
      />
      <Select
        allowClear
        aria-label={t('members.filter.verified')}
        placeholder={t('members.filter.verified')}
        style={selectStyle}
        value={values.verified}
        onChange={set('verified')}
        options={[
          { value: 'yes', label: t('members.verified') },
          { value: 'no', label: t('members.unverified') },
        ]}
      />
      <Select
        allowClear
        aria-label={t('members.filter.pod')}
        placeholder={t('members.filter.pod')}
        style={selectStyle}
        value={values.pod}
        onChange={set('pod')}
        options={[
          { value: 'yes', label: t('members.hasPod') },
          { value: 'no', label: t('members.noPod') },
        ]}
      />
      <Select
        aria-label={t('members.filter.role')}
        style={selectStyle}
        value={values.role ?? 'member'}
        onChange={(value: string) => onChange({ role: value === 'member' ? '' : value })}
        options={MEMBER_ROLES.map((r) => ({ value: r, label: t(`members.role.${r}`) }))}
      />
      {any && (
        <Button onClick={() => onChange({ location: '', status: '', verified: '', pod: '', role: '' })}>
          {t('members.filter.clear')}
        </Button>
      )}
    </>
  );
}
