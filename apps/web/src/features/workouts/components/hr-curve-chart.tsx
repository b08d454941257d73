import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { formatDuration } from '../../../lib/format.ts';

// Only the parts this chart draws, to keep the chunk small. Load this file lazily: echarts is heavy.
echarts.use([LineChart, GridComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

/** Below the first zone: a sample that earns nothing is drawn grey. */
const NO_ZONE_COLOR = '#bfbfbf';

export type TCurveZone = { start: number; color: string; name: string };

/**
 * The bpm where each zone starts (start percent x max HR / 100, unrounded as the engine counts) turned
 * into visualMap pieces: each stretch of the line takes the colour of the zone its heart rate is in.
 */
export function zonePieces(zones: readonly TCurveZone[], maxHr: number) {
  const bpm = zones.map((z) => (z.start * maxHr) / 100);
  return [
    { lt: bpm[0] ?? 0, color: NO_ZONE_COLOR },
    ...zones.map((zone, i) => ({
      gte: bpm[i] as number,
      ...(i + 1 < zones.length ? { lt: bpm[i + 1] as number } : {}),
      color: zone.color,
      label: zone.name,
    })),
  ];
}

// Steps a time axis may take: whole minutes a reader counts in, then hours.
const STEPS_S = [60, 120, 300, 600, 900, 1200, 1800, 3600, 7200, 10_800, 21_600];

/**
 * The time axis's step: the shortest round one that gives at most `maxLabels` labels over the workout
 * (0:10:00, 0:20:00... rather than echarts' own 0:08:20, 0:16:40).
 */
export function timeStep(totalSeconds: number, maxLabels: number): number {
  const fits = STEPS_S.find((step) => Math.floor(totalSeconds / step) + 1 <= maxLabels);
  return fits ?? Math.ceil(totalSeconds / Math.max(1, maxLabels - 1) / 3600) * 3600;
}

/** The heart-rate curve over the workout's time, coloured by zone; a missing sample leaves a gap. */
export function HrCurveChart({
  samples,
  sampleInterval,
  zones,
  maxHr,
  unit,
}: {
  samples: readonly (number | null)[];
  sampleInterval: number;
  zones: readonly TCurveZone[];
  maxHr: number;
  unit: string;
}) {
  // A phone's plot is about 250 px wide: four labels of 0:00:00 fit there, six on a desktop.
  const phone = useIsMobile();
  const total = Math.max(1, (samples.length - 1) * sampleInterval);
  const option = {
    animation: false,
    grid: { left: 44, right: 12, top: 24, bottom: 32 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'line' },
      formatter: (params: { value: [number, number | null] }[]) => {
        const [seconds, hr] = params[0]?.value ?? [0, null];
        return `${formatDuration(seconds)}<br/>${hr ?? '–'} ${unit}`;
      },
    },
    xAxis: {
      type: 'value',
      min: 0,
      max: total,
      interval: timeStep(total, phone ? 4 : 6),
      // The end is rarely on a step: its label would crowd the last one (0:41:40 and 0:44:59).
      axisLabel: {
        hideOverlap: true,
        showMaxLabel: false,
        formatter: (seconds: number) => formatDuration(seconds),
      },
    },
    yAxis: { type: 'value', scale: true, name: unit },
    visualMap: { show: false, type: 'piecewise', dimension: 1, pieces: zonePieces(zones, maxHr) },
    series: [
      {
        type: 'line',
        showSymbol: false,
        connectNulls: false,
        lineStyle: { width: 2 },
        data: samples.map((hr, i) => [i * sampleInterval, hr]),
      },
    ],
  };
  return (
    <div data-testid="hr-curve">
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 280 }} />
    </div>
  );
}
