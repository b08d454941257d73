import type { TDashboardStats } from '@pulseboard/contract/dashboard';
import dayjs from 'dayjs';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';

// Only the parts this chart draws, to keep the chunk small.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Workouts (bars) and points (line) per day of the range. Loaded lazily with the dashboard. */
export function DailyChart({ daily, color }: { daily: TDashboardStats['daily']; color: string }) {
  const { t, i18n } = useTranslation();
  const dayFormat = i18n.language === 'es' ? 'DD/MM' : 'MM/DD';
  const option = {
    color: [color, '#fa8c16'],
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, data: [t('dashboard.workouts'), t('dashboard.points')] },
    grid: { left: 48, right: 48, top: 40, bottom: 64 },
    xAxis: { type: 'category', data: daily.map((day) => dayjs(day.date).format(dayFormat)) },
    yAxis: [
      { type: 'value', minInterval: 1, name: t('dashboard.workouts') },
      { type: 'value', minInterval: 1, name: t('dashboard.points') },
    ],
    series: [
      { name: t('dashboard.workouts'), type: 'bar', data: daily.map((day) => day.workouts), barMaxWidth: 24 },
      {
        name: t('dashboard.points'),
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        data: daily.map((day) => day.points),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 320 }} />;
}
