import { Text } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import { toDecimal } from '@portal/contract/domain/decimal-value';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { formatStockPrice } from '@portal/contract/domain/stock-price';
import { stockExchanges } from '@portal/contract/domain/stock/exchanges';
import type { StockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ColourToken } from '../../../shared/ui/colour-tokens';
import { tabular } from '../../../shared/ui/tabular';

export { tabular };

/** The price decimals of an exchange (SPEC §3 tradePriceDecimalPoint). */
export function priceDecimalsOf(exchange: StockExchangeCode): number {
  return stockExchanges[exchange].tradePriceDecimalPoint;
}

/**
 * A stock price as shown: the exchange's decimals (SPEC §5, contract `formatStockPrice`), then thousands grouped as
 * every figure is (SPEC §9).
 */
export function formatPrice(price: string, decimals: number | undefined): string {
  const shown = formatStockPrice(price, decimals);
  return decimals === undefined ? formatNumber(shown) : formatNumber(shown, { decimals });
}

export type Direction = 'up' | 'down' | 'flat';

export function directionOf(change: string): Direction {
  const value = toDecimal(change);
  if (value.isZero()) return 'flat';
  return value.isNegative() ? 'down' : 'up';
}

/** Hong Kong convention (colour tokens, ADR 022): green up, red down; unchanged in the secondary text colour. */
export const directionColours = { up: 'priceUp', down: 'priceDown', flat: 'dimmed' } as const satisfies Record<
  Direction,
  ColourToken | 'dimmed'
>;

/** The arrow of a direction: never the only sign of it (the figure carries its sign too). */
export const directionArrows = { up: '▲', down: '▼', flat: '' } as const satisfies Record<Direction, string>;

/** A signed figure: '+1.200' for a rise, '-1.200' for a fall, '0.000' unchanged. */
export function signed(text: string, direction: Direction): string {
  return direction === 'up' ? `+${text}` : text;
}

/** A change and its percent as text: '+1.200 (+0.35%)'. */
export function changeText(change: string, changePercent: string, decimals: number | undefined): string {
  const direction = directionOf(change);
  return `${signed(formatPrice(change, decimals), direction)} (${signed(formatNumber(changePercent, { decimals: 2 }), direction)}%)`;
}

/** Shares traded: whole numbers, grouped. */
export function formatVolume(volume: string): string {
  return formatNumber(volume, { decimals: 0 });
}

/** An amount of money with two decimals, grouped. */
export function formatTurnover(turnover: string): string {
  return formatAmount(turnover, 2);
}

/**
 * A change with its percent in the direction's colour, a sign and an arrow (colour is never the only sign, WCAG
 * 1.4.1); the arrow is hidden from screen readers, which read the word for the direction instead.
 */
export function PriceChange({
  change,
  changePercent,
  decimals,
  size = 'sm',
  fw,
  percentOnly = false,
}: {
  readonly change: string;
  readonly changePercent: string;
  readonly decimals: number | undefined;
  readonly size?: MantineSize;
  readonly fw?: number;
  readonly percentOnly?: boolean;
}) {
  const { t } = useTranslation('stocks');
  const direction = directionOf(change);
  const word = { up: t('common.up'), down: t('common.down'), flat: t('common.unchanged') }[direction];
  const text = percentOnly
    ? `${signed(formatNumber(changePercent, { decimals: 2 }), direction)}%`
    : changeText(change, changePercent, decimals);
  return (
    <Text
      span
      c={directionColours[direction]}
      size={size}
      fw={fw}
      style={{ ...tabular, whiteSpace: 'nowrap' }}
      data-direction={direction}
    >
      {direction !== 'flat' && <span aria-hidden="true">{directionArrows[direction]} </span>}
      <span style={visuallyHidden}>{word} </span>
      {text}
    </Text>
  );
}

/** Read by screen readers, not shown. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
