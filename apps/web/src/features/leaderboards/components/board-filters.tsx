import {
  LEADERBOARD_MEASURES,
  type TLeaderboard,
  type TLeaderboardMeasure,
} from '@pulseboard/contract/leaderboards';
import { Flex, Segmented, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodFilter } from '../../../components/period-filter.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { readMeasure, readPeriod, type TBoardParams } from '../utils/board-query.ts';

/**
 * What to rank by, over which period and at which location. The values live in the URL (TBoardParams);
 * the location list comes with the board, so members, who cannot list locations, can filter too.
 */
export function BoardFilters({
  params,
  onChange,
  locations,
  extra,
}: {
  params: TBoardParams;
  onChange: (patch: TBoardParams) => void;
  locations?: TLeaderboard['locations'];
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const location = Number(params.location) || undefined;
  const measure = readMeasure(params.measure);
  const measures = LEADERBOARD_MEASURES.map((value) => ({
    value,
    label: t(`leaderboards.measure.${value}`),
  }));
  const onMeasure = (value: TLeaderboardMeasure) => onChange({ measure: value === 'points' ? '' : value });
  return (
    <Flex wrap gap="small" align="center" style={isMobile ? { width: '100%', minWidth: 0 } : undefined}>
      {isMobile ? (
        // Four measures do not fit a phone's width side by side in Spanish: a select there.
        <Select<TLeaderboardMeasure>
          aria-label={t('leaderboards.rankBy')}
          data-testid="leaderboard-measure"
          style={{ flex: '1 1 100%', minWidth: 0 }}
          value={measure}
          onChange={onMeasure}
          options={measures}
        />
      ) : (
        <Segmented<TLeaderboardMeasure>
          aria-label={t('leaderboards.rankBy')}
          data-testid="leaderboard-measure"
          value={measure}
          onChange={onMeasure}
          options={measures}
        />
      )}
      <PeriodFilter
        period={readPeriod(params.period)}
        from={params.from}
        to={params.to}
        labelOf={(p) => t(`leaderboards.preset.${p}`)}
        ariaLabel={t('leaderboards.period')}
        testId="leaderboard-period"
        // A preset clears the custom days; a custom range keeps the ones picked so far.
        onChange={(patch) =>
          onChange({
            period: patch.period === 'currentMonth' ? '' : patch.period,
            from: patch.from ?? '',
            to: patch.to ?? '',
          })
        }
      />
      {locations && locations.length > 1 && (
        <Select<number>
          allowClear
          aria-label={t('leaderboards.location')}
          data-testid="leaderboard-location"
          placeholder={t('leaderboards.anyLocation')}
          style={isMobile ? { flex: '1 1 100%', minWidth: 0 } : { width: 200 }}
          value={location}
          onChange={(value) => onChange({ location: value ? String(value) : '' })}
          options={locations.map((l) => ({ value: l.locationId, label: l.name }))}
        />
      )}
      {extra}
    </Flex>
  );
}
