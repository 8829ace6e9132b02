import { ActionIcon, Loader } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { StockWatchlistControl } from './stock-watchlist';

/** A stock's watchlist star: filled when the stock is on the account's watchlist; a press adds or removes it. */
export function WatchlistStar({
  stockId,
  name,
  watchlist,
  size = 'lg',
}: {
  readonly stockId: string;
  readonly name: string;
  readonly watchlist: StockWatchlistControl;
  readonly size?: 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation('stocks');
  const on = watchlist.has(stockId);
  const busy = watchlist.pendingStockId === stockId;
  const label = on ? t('dashboard.remove', { name }) : t('dashboard.add', { name });
  return (
    <ActionIcon
      variant="subtle"
      color={on ? 'favourite' : 'neutral'}
      size={size}
      aria-label={label}
      aria-pressed={on}
      title={label}
      disabled={busy || watchlist.isLoading || watchlist.items === undefined}
      onClick={() => watchlist.toggle(stockId)}
      data-testid={`watch-${stockId}`}
    >
      {busy ? (
        <Loader size="xs" />
      ) : (
        <span aria-hidden="true" style={{ fontSize: 20, lineHeight: 1 }}>
          {on ? '★' : '☆'}
        </span>
      )}
    </ActionIcon>
  );
}
