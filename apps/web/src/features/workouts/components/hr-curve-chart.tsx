import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
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
      max: Math.max(1, (samples.length - 1) * sampleInterval),
      axisLabel: { hideOverlap: true, formatter: (seconds: number) => formatDuration(seconds) },
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
