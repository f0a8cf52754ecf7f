import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { scaleBand, scaleLinear } from '@visx/scale';

/**
 * The Reports screen's charts: SVG drawn with visx's scales and axes. A chart never carries a
 * figure alone: each is titled, each bar names its figure on hover, its series differ by pattern as
 * well as by colour, and the screen puts a table of the same figures beside it.
 */

/** How a series' bars are filled, so they are told apart without colour. */
export type SeriesLook = 'solid' | 'hatched' | 'dotted';

export interface ChartSeries {
  name: string;
  values: readonly number[];
  look: SeriesLook;
}

interface ChartProps {
  /** The chart's title, read by assistive technology (the table beside it carries the figures). */
  title: string;
  categories: readonly string[];
  formatValue: (value: number) => string;
  /** How the value axis reads, when shorter than the figures themselves ("$120K"). */
  formatTick?: (value: number) => string;
  /** Counts: the value axis marks whole numbers only. */
  wholeNumbers?: boolean;
}

/** About five marks on the value axis; for counts, only the whole ones. */
function valueTicks(scale: { ticks: (count: number) => number[] }, wholeNumbers: boolean): number[] {
  const ticks = scale.ticks(5);
  return wholeNumbers ? ticks.filter((tick) => Number.isInteger(tick)) : ticks;
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  overflow-x: auto;
  svg {
    width: 100%;
    height: auto;
  }
  /* On a phone the chart keeps a readable size and scrolls sideways, as the tables do. */
  svg[role='img'] {
    min-width: 36rem;
  }
  @media print {
    break-inside: avoid;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** An id usable inside `url(#…)`: React's ids hold characters a fill reference cannot. */
function usePatternId(): string {
  return `chart${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

function PatternDefs({ id }: { id: string }) {
  const theme = useTheme();
  return (
    <defs>
      <pattern id={`${id}-hatched`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill={theme.colors.surface} />
        <rect width="3" height="6" fill={theme.tones.warning.accent} />
      </pattern>
      <pattern id={`${id}-dotted`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill={theme.tones.success.background} />
        <circle cx="3" cy="3" r="1.6" fill={theme.tones.success.foreground} />
      </pattern>
    </defs>
  );
}

function useFill(id: string): (look: SeriesLook) => string {
  const theme = useTheme();
  return (look) => (look === 'solid' ? theme.colors.primary : `url(#${id}-${look})`);
}

function SeriesLegend({ id, series }: { id: string; series: readonly ChartSeries[] }) {
  const fill = useFill(id);
  const theme = useTheme();
  if (series.length < 2) return null;
  return (
    <Legend aria-hidden>
      {series.map((entry) => (
        <li key={entry.name}>
          {/* The chart's own patterns fill the key: an id is defined once in the page. */}
          <svg width="16" height="16" viewBox="0 0 16 16" style={{ width: 16 }} aria-hidden="true">
            <rect width="16" height="16" fill={fill(entry.look)} stroke={theme.colors.text} strokeWidth="1" />
          </svg>
          {entry.name}
        </li>
      ))}
    </Legend>
  );
}

function useAxisStyle() {
  const theme = useTheme();
  return {
    stroke: theme.colors.borderStrong,
    tickStroke: theme.colors.borderStrong,
    label: { fill: theme.colors.muted, fontSize: 12, fontFamily: theme.typography.fontFamily },
  };
}

const COLUMN_SIZE = { width: 840, height: 300, top: 12, right: 12, bottom: 36, left: 84 };

/** Columns grouped by category (months, spans of days), one column per series. */
export function ColumnChart({
  title,
  categories,
  series,
  formatValue,
  formatTick = formatValue,
  wholeNumbers = false,
}: ChartProps & { series: readonly ChartSeries[] }) {
  const id = usePatternId();
  const fill = useFill(id);
  const axis = useAxisStyle();
  const theme = useTheme();
  const size = COLUMN_SIZE;
  const innerWidth = size.width - size.left - size.right;
  const innerHeight = size.height - size.top - size.bottom;
  const values = series.flatMap((entry) => entry.values);
  const x = scaleBand({ domain: [...categories], range: [0, innerWidth], padding: 0.25 });
  const inSeries = scaleBand({ domain: series.map((entry) => entry.name), range: [0, x.bandwidth()], padding: 0.08 });
  const y = scaleLinear({ domain: [Math.min(0, ...values), Math.max(1, ...values)], range: [innerHeight, 0], nice: true });
  return (
    <Figure tabIndex={0} aria-label={title}>
      <svg viewBox={`0 0 ${size.width} ${size.height}`} role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>{title}</title>
        <PatternDefs id={id} />
        <g transform={`translate(${size.left},${size.top})`}>
          {series.map((entry) =>
            entry.values.map((value, index) => {
              const category = categories[index]!;
              const top = y(Math.max(0, value));
              return (
                <rect
                  key={`${entry.name}-${category}`}
                  x={(x(category) ?? 0) + (inSeries(entry.name) ?? 0)}
                  y={top}
                  width={inSeries.bandwidth()}
                  height={Math.max(0, y(Math.min(0, value)) - top)}
                  fill={fill(entry.look)}
                  stroke={theme.colors.text}
                  strokeWidth={0.5}
                >
                  <title>{`${entry.name}, ${category}: ${formatValue(value)}`}</title>
                </rect>
              );
            }),
          )}
          <AxisLeft
            scale={y}
            tickValues={valueTicks(y, wholeNumbers)}
            tickFormat={(value) => formatTick(Number(value))}
            stroke={axis.stroke}
            tickStroke={axis.tickStroke}
            tickLabelProps={axis.label}
          />
          <AxisBottom top={y(0)} scale={x} stroke={axis.stroke} tickStroke={axis.tickStroke} tickLabelProps={axis.label} hideTicks />
        </g>
      </svg>
      <SeriesLegend id={id} series={series} />
    </Figure>
  );
}

const BAR_SIZE = { width: 840, row: 30, top: 8, right: 24, bottom: 28, left: 140 };

/** Horizontal bars, one per named category (makes, ports), so long names read on their own line. */
export function BarChart({
  title,
  categories,
  values,
  formatValue,
  formatTick = formatValue,
  wholeNumbers = false,
}: ChartProps & { values: readonly number[] }) {
  const id = usePatternId();
  const axis = useAxisStyle();
  const theme = useTheme();
  const size = BAR_SIZE;
  const innerWidth = size.width - size.left - size.right;
  const innerHeight = Math.max(1, categories.length) * size.row;
  const height = innerHeight + size.top + size.bottom;
  const y = scaleBand({ domain: [...categories], range: [0, innerHeight], padding: 0.25 });
  const x = scaleLinear({ domain: [0, Math.max(1, ...values)], range: [0, innerWidth], nice: true });
  return (
    <Figure tabIndex={0} aria-label={title}>
      <svg viewBox={`0 0 ${size.width} ${height}`} role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>{title}</title>
        <g transform={`translate(${size.left},${size.top})`}>
          {values.map((value, index) => {
            const category = categories[index]!;
            return (
              <rect
                key={category}
                x={0}
                y={y(category) ?? 0}
                width={Math.max(0, x(value))}
                height={y.bandwidth()}
                fill={theme.colors.primary}
                stroke={theme.colors.text}
                strokeWidth={0.5}
              >
                <title>{`${category}: ${formatValue(value)}`}</title>
              </rect>
            );
          })}
          <AxisLeft scale={y} stroke={axis.stroke} tickStroke={axis.tickStroke} tickLabelProps={axis.label} hideTicks />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={valueTicks(x, wholeNumbers)}
            tickFormat={(value) => formatTick(Number(value))}
            stroke={axis.stroke}
            tickStroke={axis.tickStroke}
            tickLabelProps={axis.label}
          />
        </g>
      </svg>
    </Figure>
  );
}
