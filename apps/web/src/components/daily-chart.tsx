import dayjs from 'dayjs';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format.ts';

// Only the parts this chart draws, to keep the chunk small.
echarts.use([BarChart, LineChart, GridComponent, LegendPlainComponent, TooltipComponent, CanvasRenderer]);

export type TDailySeries = { name: string; kind: 'bar' | 'line'; values: number[] };

/** Figures per day: bars on the left axis, lines on the right one. Load it lazily: echarts is heavy. */
export function DailyChart({
  dates,
  series,
  colors,
}: {
  dates: string[];
  series: TDailySeries[];
  colors: string[];
}) {
  const { i18n } = useTranslation();
  const dayFormat = i18n.language === 'es' ? 'DD/MM' : 'MM/DD';
  const option = {
    color: colors,
    // Numbers in the page's language on the axes and in the tooltip, as everywhere else ("1.500" in Spanish).
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatNumber(value) },
    legend: { bottom: 0, data: series.map((s) => s.name) },
    grid: { left: 48, right: 48, top: 40, bottom: 64 },
    xAxis: { type: 'category', data: dates.map((date) => dayjs(date).format(dayFormat)) },
    yAxis: [
      { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => formatNumber(value) } },
      { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => formatNumber(value) } },
    ],
    series: series.map((s) => ({
      name: s.name,
      type: s.kind,
      yAxisIndex: s.kind === 'line' ? 1 : 0,
      data: s.values,
      barMaxWidth: 24,
      smooth: true,
    })),
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 320 }} />;
}
