import { ActionIcon, Loader } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { WatchlistControl } from './watchlist-queries';

/** The watchlist star of a fund: filled when the fund is on the account's watchlist; a press adds or removes it. */
export function WatchlistStar({
  fundId,
  fundName,
  watchlist,
  size = 'lg',
}: {
  readonly fundId: string;
  readonly fundName: string;
  readonly watchlist: WatchlistControl;
  readonly size?: 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation('fundResearch');
  if (!watchlist.available) return null;
  const on = watchlist.has(fundId);
  const busy = watchlist.pendingFundId === fundId;
  const label = on ? t('watchlist.remove', { name: fundName }) : t('watchlist.add', { name: fundName });
  return (
    <ActionIcon
      variant="subtle"
      color={on ? 'favourite' : 'neutral'}
      size={size}
      aria-label={label}
      aria-pressed={on}
      title={label}
      disabled={busy || watchlist.isLoading}
      onClick={() => watchlist.toggle(fundId)}
      data-testid={`watch-${fundId}`}
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
