import { scaleLinear, scalePoint } from "d3-scale";
import { line } from "d3-shape";

export interface TrendPoint {
  label: string;
  value: number | null;
}

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 16, right: 16, bottom: 28, left: 72 };

/**
 * A line chart drawn on the server: d3-scale maps the figures to the box and d3-shape writes the
 * path, so the page sends SVG markup and no chart code. Months without a figure break the line
 * (`defined`) instead of inventing a value. The caller gives the figures as a table too, for
 * screen readers and anyone who wants the numbers; the SVG itself is one labelled image.
 */
export function TrendChart(props: {
  points: readonly TrendPoint[];
  label: string;
  formatValue: (value: number) => string;
  testId?: string;
}) {
  const values = props.points.flatMap((point) => (point.value === null ? [] : [point.value]));
  if (values.length === 0) return null;
  const x = scalePoint<string>()
    .domain(props.points.map((point) => point.label))
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const y = scaleLinear()
    .domain([Math.min(...values), Math.max(...values)])
    .nice(4)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const path = line<TrendPoint>()
    .defined((point) => point.value !== null)
    .x((point) => x(point.label) ?? 0)
    .y((point) => y(point.value ?? 0))(props.points);
  const ticks = y.ticks(4);
  const every = Math.ceil(props.points.length / 6);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={props.label}
      data-testid={props.testId}
      style={{ width: "100%", height: "auto", maxWidth: `${WIDTH}px` }}
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke="var(--color-border)"
            strokeWidth={1}
          />
          <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill="var(--color-muted)">
            {props.formatValue(tick)}
          </text>
        </g>
      ))}
      {props.points.map((point, i) =>
        i % every === 0 || i === props.points.length - 1 ? (
          <text
            key={point.label}
            x={x(point.label)}
            y={HEIGHT - 8}
            textAnchor="middle"
            fontSize={12}
            fill="var(--color-muted)"
          >
            {point.label}
          </text>
        ) : null,
      )}
      {path && <path d={path} fill="none" stroke="var(--color-brand)" strokeWidth={2.5} />}
      {props.points.map((point) =>
        point.value === null ? null : (
          <circle key={point.label} cx={x(point.label)} cy={y(point.value)} r={3} fill="var(--color-brand)" />
        ),
      )}
    </svg>
  );
}
