import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { formatDateTimeIn, formatNumber } from '../../../lib/format.ts';
import { shortDayIn } from './measured-at.ts';

// Only the parts these charts draw, to keep the chunk small. Load this file lazily: echarts is heavy.
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** One line: points as [ISO time, value], oldest first. */
export type THistorySeries = { name: string; points: [string, number][] };

/**
 * Measurements over time on a time axis (readings are irregular, several a day or none for weeks), in
 * one unit; a legend when there is more than one line (systolic and diastolic). Days and times are on
 * the zone's clock.
 */
export function HistoryChart({
  series,
  unit,
  timeZone,
  height = 240,
}: {
  series: THistorySeries[];
  unit: string;
  timeZone: string;
  height?: number;
}) {
  const withUnit = (value: number) => `${formatNumber(value, 1)}${unit ? ` ${unit}` : ''}`;
  const option = {
    // Drawn at once: a history is read, not watched, and a reload shows the same picture.
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: withUnit },
    legend: series.length > 1 ? { bottom: 0 } : undefined,
    grid: { left: 48, right: 16, top: 28, bottom: series.length > 1 ? 56 : 28 },
    xAxis: {
      type: 'time',
      // Labels are days: no finer ticks, which would repeat a day's label.
      minInterval: 86_400_000,
      axisLabel: {
        hideOverlap: true,
        formatter: (value: number) => shortDayIn(value, timeZone),
      },
      // The tooltip's heading: the reading's date and time.
      axisPointer: {
        label: {
          formatter: ({ value }: { value: number }) =>
            formatDateTimeIn(new Date(value).toISOString(), timeZone),
        },
      },
    },
    yAxis: {
      type: 'value',
      scale: true,
      name: unit,
      axisLabel: { formatter: (value: number) => formatNumber(value, 1) },
    },
    series: series.map((s) => ({ name: s.name, type: 'line', data: s.points, symbolSize: 6 })),
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height }} />;
}
