import type { TDashboardStats } from '@pulseboard/contract/dashboard';
import { Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { TUiKey } from '../../../locales/en.ts';
import styles from './stat-cards.module.css';

type TFigure = 'activeMembers' | 'workouts' | 'classes' | 'avgHeartRate' | 'points' | 'calories';
// An average of nothing (no workout in the period) has no value, where a count of nothing is 0.
const FIGURES: { key: TFigure; label: TUiKey; suffix?: TUiKey; average?: true }[] = [
  { key: 'activeMembers', label: 'dashboard.activeMembers' },
  { key: 'workouts', label: 'dashboard.workouts' },
  { key: 'classes', label: 'dashboard.classes' },
  { key: 'avgHeartRate', label: 'dashboard.avgHeartRate', suffix: 'unit.bpm', average: true },
  { key: 'points', label: 'dashboard.points' },
  { key: 'calories', label: 'dashboard.calories', suffix: 'unit.kcal' },
];

/**
 * The headline figures, in cards of one height; a missing count (no workouts yet) reads as 0, a missing
 * average and no figures at all as a dash. A member's own dashboard (scope personal) has no club-wide
 * figure: no active members, and the classes are the ones they attended.
 */
export function StatCards({
  stats,
  loading,
  personal: viewerPersonal = false,
}: {
  stats?: TDashboardStats;
  loading: boolean;
  /** The viewer sees their own figures (a member): the cards to show before any figures arrive. */
  personal?: boolean;
}) {
  const { t } = useTranslation();
  const personal = stats ? stats.scope === 'personal' : viewerPersonal;
  const figures = personal
    ? FIGURES.filter((f) => f.key !== 'activeMembers').map((f) =>
        f.key === 'classes' ? { ...f, label: 'dashboard.classesAttended' as const } : f,
      )
    : FIGURES;
  return (
    <Row gutter={[16, 16]}>
      {figures.map(({ key, label, suffix, average }) => {
        const value = stats ? (stats[key] ?? (average ? undefined : 0)) : undefined;
        return (
          <Col key={key} xs={12} md={8} xl={4}>
            <Panel data-testid={`stat-${key}`} className={styles.card} style={{ height: '100%' }}>
              <Statistic
                title={t(label)}
                loading={loading && !stats}
                value={value === undefined ? '–' : formatNumber(value)}
                suffix={suffix && value !== undefined ? t(suffix) : undefined}
              />
            </Panel>
          </Col>
        );
      })}
    </Row>
  );
}
