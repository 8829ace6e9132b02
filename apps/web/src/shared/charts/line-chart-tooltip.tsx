/* A line chart's tooltip for the day pointed at or stepped to: the day, then each series' value on it (or its latest
 * before it), said politely to a screen reader (role=status). */
import type { PlacedPoint } from './line-chart-layout';
import { seriesColour } from './series-colours';

export function LineChartTooltip(props: {
  readonly id: string;
  readonly testId: string | undefined;
  /** From the figure's left edge, kept inside it. */
  readonly left: number;
  readonly day: string;
  readonly values: readonly { readonly id: string; readonly label: string; readonly point?: PlacedPoint }[];
  readonly formatValue: (value: string) => string;
}) {
  return (
    <div
      id={props.id}
      role="status"
      data-testid={props.testId ? `${props.testId}-tooltip` : undefined}
      style={{
        position: 'absolute',
        top: 0,
        left: props.left,
        minWidth: 160,
        pointerEvents: 'none',
        padding: '6px 8px',
        fontSize: 12,
        fontVariantNumeric: 'tabular-nums',
        background: 'var(--mantine-color-body)',
        color: 'var(--mantine-color-text)',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        boxShadow: 'var(--mantine-shadow-sm)',
      }}
    >
      <div style={{ fontWeight: 600 }}>{props.day}</div>
      {props.values.map((one, index) => (
        <div key={one.id} style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
          <span>
            <span aria-hidden="true" style={{ color: seriesColour(index) }}>
              ●{' '}
            </span>
            {one.label}
          </span>
          <span>{one.point ? props.formatValue(one.point.value) : '–'}</span>
        </div>
      ))}
    </div>
  );
}
