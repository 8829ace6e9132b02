import { Text } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import { toDecimal } from '@portal/contract/domain/decimal-value';
import { formatNumber } from '@portal/contract/domain/number-format';
import { useTranslation } from '../i18n/use-translation';
import type { ColourToken } from '../ui/colour-tokens';

export type Trend = 'up' | 'down' | 'flat';

/** Whether a decimal percent rises, falls or stays. */
export function trendOf(percent: string): Trend {
  const value = toDecimal(percent);
  if (value.isZero()) return 'flat';
  return value.isNegative() ? 'down' : 'up';
}

/** A percent as shown: a sign for a rise ('+1.23%'), '-' for a fall, the shared number format with `decimals`. */
export function formatPercent(percent: string, decimals = 2): string {
  const text = formatNumber(percent, { decimals });
  return `${trendOf(percent) === 'up' ? '+' : ''}${text}%`;
}

const trendColours = { up: 'gain', down: 'loss', flat: 'dimmed' } as const satisfies Record<
  Trend,
  ColourToken | 'dimmed'
>;

/**
 * A performance or change in percent in the gain colour when it rose and the loss colour when it fell (tokens), in tabular figures;
 * a dash for no value (null: the fund is younger than the period).
 */
export function PerformancePercent({
  value,
  decimals = 2,
  size,
  fw,
}: {
  readonly value: string | null | undefined;
  readonly decimals?: number;
  readonly size?: MantineSize;
  readonly fw?: number;
}) {
  const { t } = useTranslation('fundResearch');
  if (value === null || value === undefined) {
    return (
      <Text span c="dimmed" size={size} fw={fw}>
        {t('fund.noValue')}
      </Text>
    );
  }
  const trend = trendOf(value);
  return (
    <Text
      span
      c={trendColours[trend]}
      size={size}
      fw={fw}
      style={{ fontVariantNumeric: 'tabular-nums' }}
      data-trend={trend}
    >
      {formatPercent(value, decimals)}
    </Text>
  );
}
