import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import styles from './dashboard.module.css';

export type BarDatum = { key: string; label: string; value: number; note?: string };

type Props = {
  /** What the chart shows, said to screen readers in place of its bars (the table under it has the numbers). */
  title: string;
  data: readonly BarDatum[];
  /** Bars across (days) or down (the funnel's steps, with their names beside them). */
  direction: 'columns' | 'rows';
};

/** The drawing's own units: one for a phone, one for a desk (the page shows the one that fits, at its real size). */
const SIZES = [
  { name: 'narrow', width: 340 },
  { name: 'wide', width: 480 },
] as const;

/**
 * A bar chart drawn on the server with visx's scales and shapes (issue 54): an SVG with no script, so the dashboard
 * costs the browser nothing to draw. Two drawings, a phone's and a desk's, so the words in it stay their size at
 * 375 px and at 1280 px; CSS shows one. The numbers are in a table beside it for screen readers and for reading.
 */
export function BarChart({ title, data, direction }: Props) {
  return (
    <div className={styles.chart}>
      {SIZES.map((size) =>
        direction === 'rows' ? (
          <RowsDrawing key={size.name} title={title} data={data} width={size.width} className={styles[size.name]} />
        ) : (
          <ColumnsDrawing key={size.name} title={title} data={data} width={size.width} className={styles[size.name]} />
        ),
      )}
    </div>
  );
}

type DrawingProps = { title: string; data: readonly BarDatum[]; width: number; className?: string };

const max = (data: readonly BarDatum[]) => Math.max(1, ...data.map((d) => d.value));

/** Bars down the page: each row's name over its bar, and its value (and note) at the bar's end. */
function RowsDrawing({ title, data, width, className }: DrawingProps) {
  const ROW = 44;
  const height = data.length * ROW;
  const x = scaleLinear({ domain: [0, max(data)], range: [0, width - 120] });
  return (
    <svg className={className} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
      {data.map((d, i) => (
        <Group key={d.key} top={i * ROW}>
          <text x={0} y={14} className={styles.label}>
            {d.label}
          </text>
          <Bar x={0} y={20} width={Math.max(2, x(d.value))} height={16} rx={3} className={styles.bar} />
          <text x={Math.max(2, x(d.value)) + 6} y={33} className={styles.value}>
            {d.note ? `${d.value.toLocaleString('en-IN')} · ${d.note}` : d.value.toLocaleString('en-IN')}
          </text>
        </Group>
      ))}
    </svg>
  );
}

/** Bars across: one per day, the first, middle and last days named under them, the tallest's value over it. */
function ColumnsDrawing({ title, data, width, className }: DrawingProps) {
  const height = 180;
  const bottom = 22;
  const x = scaleBand({ domain: data.map((d) => d.key), range: [0, width], padding: 0.2 });
  const y = scaleLinear({ domain: [0, max(data)], range: [height - bottom, 14] });
  const named = new Set([0, Math.floor((data.length - 1) / 2), data.length - 1]);
  const peak = data.reduce((best, d, i) => (d.value > (data[best]?.value ?? -1) ? i : best), 0);
  return (
    <svg className={className} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
      <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} className={styles.axis} />
      {data.map((d, i) => {
        const left = x(d.key) ?? 0;
        const top = y(d.value);
        return (
          <Group key={d.key}>
            <Bar x={left} y={top} width={x.bandwidth()} height={height - bottom - top} className={styles.bar} />
            {named.has(i) && (
              <text
                x={left + x.bandwidth() / 2}
                y={height - 6}
                textAnchor={i === 0 ? 'start' : i === data.length - 1 ? 'end' : 'middle'}
                className={styles.label}
              >
                {d.label}
              </text>
            )}
            {i === peak && d.value > 0 && (
              <text x={left + x.bandwidth() / 2} y={top - 3} textAnchor="middle" className={styles.value}>
                {d.value.toLocaleString('en-IN')}
              </text>
            )}
          </Group>
        );
      })}
    </svg>
  );
}
