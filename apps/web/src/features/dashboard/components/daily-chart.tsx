import type { TDashboardStats } from '@pulseboard/contract/dashboard';
import { useTranslation } from 'react-i18next';
import { DailyChart as SharedDailyChart } from '../../../components/daily-chart.tsx';

/** Workouts (bars) and points (line) per day of the range, drawn by the shared (plain SVG) chart. */
export function DailyChart({ daily, color }: { daily: TDashboardStats['daily']; color: string }) {
  const { t } = useTranslation();
  return (
    <SharedDailyChart
      dates={daily.map((day) => day.date)}
      colors={[color, '#fa8c16']}
      series={[
        { name: t('dashboard.workouts'), kind: 'bar', values: daily.map((day) => day.workouts) },
        { name: t('dashboard.points'), kind: 'line', values: daily.map((day) => day.points) },
      ]}
    />
  );
}
