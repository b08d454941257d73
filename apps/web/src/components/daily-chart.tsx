import { theme } from 'antd';
import dayjs from 'dayjs';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format.ts';
import { labelEvery, niceTicks } from './chart-scale.ts';

export type TDailySeries = { name: string; kind: 'bar' | 'line'; values: number[] };

/** The chart's height: a placeholder of the same height keeps the page from shifting while it loads. */
export const DAILY_CHART_HEIGHT = 320;
const LEGEND_HEIGHT = 32;
const PLOT = { left: 48, right: 48, top: 16, bottom: 28 + LEGEND_HEIGHT };

/**
 * Figures per day: bars on the left axis, lines on the right one, a legend and the day's figures on
 * hover. Plain SVG: a chart library (ECharts was 157 KiB) would be most of the dashboard's first load.
 */
export function DailyChart({
  dates,
  series,
  colors,
}: {
  dates: string[];
  series: TDailySeries[];
  colors: string[];
}) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [hover, setHover] = useState<number | null>(null);
  // The box's width once the browser has laid the page out (an observer's first call comes then), not
  // read while the page commits: that read would lay out a cold visit's whole page inside the commit's
  // long task, and draw the chart again at once, synchronously. The box keeps its height meanwhile.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const dayFormat = i18n.language === 'es' ? 'DD/MM' : 'MM/DD';
  const plotWidth = Math.max(width - PLOT.left - PLOT.right, 1);
  const plotHeight = DAILY_CHART_HEIGHT - PLOT.top - PLOT.bottom;
  const band = plotWidth / Math.max(dates.length, 1);
  const axisMax = (kind: TDailySeries['kind']) =>
    niceTicks(Math.max(0, ...series.filter((s) => s.kind === kind).flatMap((s) => s.values)));
  const ticks = { bar: axisMax('bar'), line: axisMax('line') };
  const y = (value: number, kind: TDailySeries['kind']) =>
    PLOT.top + plotHeight * (1 - value / (ticks[kind].at(-1) ?? 1));
  const x = (index: number) => PLOT.left + band * (index + 0.5);
  const bars = series.filter((s) => s.kind === 'bar');
  const barWidth = Math.min(24, (band * 0.6) / Math.max(bars.length, 1));
  const every = labelEvery(band);
  // Nothing happened in the period: a line along the zero axis and an axis up to 1 would only look
  // like figures; the plot says so instead.
  const empty = series.every((s) => s.values.every((value) => !value));
  const axisText = { fill: token.colorTextSecondary, fontSize: 12 };

  const onMove = (event: PointerEvent<SVGSVGElement>) => {
    const left = event.clientX - event.currentTarget.getBoundingClientRect().left - PLOT.left;
    const index = Math.floor(left / band);
    setHover(index >= 0 && index < dates.length ? index : null);
  };

  return (
    <div ref={box} style={{ position: 'relative', height: DAILY_CHART_HEIGHT }} data-testid="daily-chart">
      {width > 0 && (
        <svg
          width={width}
          height={DAILY_CHART_HEIGHT - LEGEND_HEIGHT}
          role="img"
          // A picture's content is not read: its name says what it shows, or that there is nothing.
          aria-label={[...series.map((s) => s.name), ...(empty ? [t('chart.noActivity')] : [])].join(', ')}
          onPointerMove={onMove}
          onPointerLeave={() => setHover(null)}
          style={{ display: 'block', fontFamily: token.fontFamily }}
        >
          {(empty ? [0] : ticks.bar).map((tick) => (
            <g key={`l${tick}`}>
              <line
                x1={PLOT.left}
                x2={PLOT.left + plotWidth}
                y1={y(tick, 'bar')}
                y2={y(tick, 'bar')}
                stroke={token.colorBorderSecondary}
              />
              <text x={PLOT.left - 8} y={y(tick, 'bar')} dy="0.32em" textAnchor="end" {...axisText}>
                {formatNumber(tick)}
              </text>
            </g>
          ))}
          {hover !== null && (
            <rect
              x={PLOT.left + band * hover}
              y={PLOT.top}
              width={band}
              height={plotHeight}
              fill={token.colorFillSecondary}
            />
          )}
          {dates.map((date, index) =>
            index % every === 0 ? (
              <text key={date} x={x(index)} y={PLOT.top + plotHeight + 18} textAnchor="middle" {...axisText}>
                {dayjs(date).format(dayFormat)}
              </text>
            ) : null,
          )}
          {empty ? (
            <text
              x={PLOT.left + plotWidth / 2}
              y={PLOT.top + plotHeight / 2}
              textAnchor="middle"
              {...axisText}
              fontSize={14}
            >
              {t('chart.noActivity')}
            </text>
          ) : (
            <>
              {series.some((s) => s.kind === 'line') &&
                ticks.line.map((tick) => (
                  <text
                    key={`r${tick}`}
                    x={PLOT.left + plotWidth + 8}
                    y={y(tick, 'line')}
                    dy="0.32em"
                    {...axisText}
                  >
                    {formatNumber(tick)}
                  </text>
                ))}
              {bars.map((s, b) =>
                s.values.map((value, index) => (
                  <rect
                    // biome-ignore lint/suspicious/noArrayIndexKey: one bar per day and series, in a fixed order
                    key={`${s.name}${index}`}
                    x={x(index) - (barWidth * bars.length) / 2 + barWidth * b}
                    y={y(value, 'bar')}
                    width={barWidth}
                    height={PLOT.top + plotHeight - y(value, 'bar')}
                    fill={colors[series.indexOf(s) % colors.length]}
                  />
                )),
              )}
              {series.map((s, k) =>
                s.kind === 'line' ? (
                  <g key={s.name} stroke={colors[k % colors.length]} fill={token.colorBgContainer}>
                    <polyline
                      points={s.values.map((value, index) => `${x(index)},${y(value, 'line')}`).join(' ')}
                      fill="none"
                      strokeWidth={2}
                    />
                    {band >= 12 &&
                      s.values.map((value, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: one point per day, in date order
                        <circle key={index} cx={x(index)} cy={y(value, 'line')} r={3} strokeWidth={2} />
                      ))}
                  </g>
                ) : null,
              )}
            </>
          )}
        </svg>
      )}
      <ChartLegend series={series} colors={colors} />
      {hover !== null && width > 0 && (
        <div
          role="status"
          style={{
            position: 'absolute',
            top: PLOT.top,
            ...(x(hover) > width / 2 ? { right: width - x(hover) + 12 } : { left: x(hover) + 12 }),
            padding: '6px 10px',
            background: token.colorBgElevated,
            boxShadow: token.boxShadowSecondary,
            borderRadius: token.borderRadius,
            pointerEvents: 'none',
            whiteSpace: 'nowrap',
          }}
        >
          <div style={{ fontWeight: 600 }}>{dayjs(dates[hover]).format(dayFormat)}</div>
          {series.map((s, k) => (
            <div key={s.name}>
              <Swatch color={colors[k % colors.length]} kind={s.kind} /> {s.name}:{' '}
              <strong>{formatNumber(s.values[hover])}</strong>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

function Swatch({ color, kind }: { color?: string; kind: TDailySeries['kind'] }) {
  const size = kind === 'bar' ? { width: 12, height: 12 } : { width: 16, height: 3 };
  return <span style={{ display: 'inline-block', verticalAlign: 'middle', background: color, ...size }} />;
}

function ChartLegend({ series, colors }: { series: TDailySeries[]; colors: string[] }) {
  return (
    <ul
      style={{
        display: 'flex',
        justifyContent: 'center',
        flexWrap: 'wrap',
        gap: 16,
        height: LEGEND_HEIGHT,
        margin: 0,
        padding: 0,
        listStyle: 'none',
        alignItems: 'center',
      }}
    >
      {series.map((s, k) => (
        <li key={s.name}>
          <Swatch color={colors[k % colors.length]} kind={s.kind} /> {s.name}
        </li>
      ))}
    </ul>
  );
}
