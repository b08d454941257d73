import { CHALLENGE_STATUSES, CHALLENGE_TYPES } from '@pulseboard/contract/challenges';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';

export type TChallengeFilterName = 'status' | 'type';

/** Status and type of the challenge list, one URL parameter each (cleared: the parameter goes). */
export function ChallengeFilters({
  values,
  onChange,
}: {
  values: Partial<Record<TChallengeFilterName, string | undefined>>;
  onChange: (patch: Partial<Record<TChallengeFilterName, string>>) => void;
}) {
  const { t } = useTranslation();
  const style = useIsMobile() ? { flex: '1 1 120px', minWidth: 0 } : { flex: '0 1 170px', minWidth: 140 };
  return (
    <>
      <Select
        allowClear
        aria-label={t('challenges.filter.status')}
        placeholder={t('challenges.filter.status')}
        style={style}
        value={values.status}
        onChange={(value?: string) => onChange({ status: value ?? '' })}
        options={CHALLENGE_STATUSES.map((s) => ({ value: s, label: t(`challenges.status.${s}`) }))}
      />
      <Select
        allowClear
        aria-label={t('challenges.filter.type')}
        placeholder={t('challenges.filter.type')}
        style={style}
        value={values.type}
        onChange={(value?: string) => onChange({ type: value ?? '' })}
        options={CHALLENGE_TYPES.map((s) => ({ value: s, label: t(`challenges.typeName.${s}`) }))}
      />
    </>
  );
}
