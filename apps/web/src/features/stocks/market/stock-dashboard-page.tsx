import { Alert, Anchor, Button, Container, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MarketMovers, MarketSummary, StockIndex, StockWithQuote } from '@portal/contract';
import { displayStockCode, stockMarkets } from '@portal/contract/domain/stock/exchanges';
import type { StockMarket } from '@portal/contract/domain/stock/exchanges';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { latestQuote, useStockLiveQuotes } from './live-quotes';
import { LoadFailed, Loading, PhaseBadge, Section } from './market-parts';
import { useStockApi } from './stock-api';
import { money } from '../../../shared/ui/money';
import { NetWorthCard } from '../../../shared/portfolio/net-worth-card';
import { useTradingAccount } from '../../../shared/session/trading-account';
import { PriceChange, formatPrice, priceDecimalsOf, tabular } from './stock-format';
import { StockSearch } from './stock-search';
import { useStockWatchlist } from './stock-watchlist';
import type { StockWatchlistControl } from './stock-watchlist';
import { StockTradingCards, WatchlistBuyLink } from '../trading/stock-trading-cards';

/**
 * How often the market summary (indices, phases, movers) is read again. Indices are not instruments of the quote
 * stream; one summary call a market page makes is not polling per instrument.
 */
export const summaryRefreshMs = 15_000;

export function marketSummaryQuery(client: Api) {
  return {
    queryKey: ['stockMarket', 'getMarketSummary', {}] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.stockMarket.getMarketSummary({}, { signal }),
    refetchInterval: summaryRefreshMs,
  };
}

/** SPEC §2 stocks/dashboard: market summary, the watchlist with live prices, top movers, today's orders, buying power. */
export function StockDashboardPage() {
  const { t } = useTranslation('stocks');
  const client = useStockApi();
  const summary = useQuery(marketSummaryQuery(client), queryClient);
  const watchlist = useStockWatchlist();
  const account = useTradingAccount();
  return (
    <>
      {/* The one portfolio's net worth, as on the fund dashboard (only where the brand offers the asset portfolio). */}
      {account && <NetWorthCard key={`${account.source}:${account.accountCode}`} account={account} />}
      <Container size="xl" py="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('dashboard.heading')}
          </Title>
          <Section title={t('dashboard.marketSummary')} testId="market-summary">
            {summary.data ? (
              <MarketSummaryView summary={summary.data} />
            ) : summary.isError ? (
              <LoadFailed onRetry={() => void summary.refetch()} />
            ) : (
              <Loading />
            )}
          </Section>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title={t('dashboard.watchlist')} testId="stock-watchlist">
              <StockSearch watchlist={watchlist} />
              <WatchlistView watchlist={watchlist} />
            </Section>
            <StockTradingCards />
          </SimpleGrid>
          <Section title={t('dashboard.topMovers')} testId="top-movers">
            {summary.data ? (
              <TopMovers movers={summary.data.movers} />
            ) : summary.isError ? (
              <LoadFailed onRetry={() => void summary.refetch()} />
            ) : (
              <Loading />
            )}
          </Section>
        </Stack>
      </Container>
    </>
  );
}

/** The indices by market, each market with its trading phase (from its indices' quotes: the server's clock). */
export function MarketSummaryView({ summary }: { readonly summary: MarketSummary }) {
  const { t } = useTranslation('stocks');
  const markets = stockMarkets.filter((market) => summary.indices.some((index) => index.market === market));
  if (markets.length === 0) return <Text c="dimmed">{t('dashboard.noIndices')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: markets.length }} spacing="md">
      {markets.map((market) => {
        const indices = summary.indices.filter((index) => index.market === market);
        const phase = indices[0]?.phase ?? 'closed';
        return (
          <Stack key={market} gap="xs" data-testid={`market-${market}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {t(`markets.${market}`)}
              </Text>
              <PhaseBadge phase={phase} testId={`market-phase-${market}`} />
            </Group>
            {indices.map((index) => (
              <IndexRow key={index.indexId} index={index} />
            ))}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

function IndexRow({ index }: { readonly index: StockIndex }) {
  const language = useShownLanguage();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid={`index-${index.indexId}`}>
      <Text size="sm" style={{ minWidth: 0 }} lineClamp={1}>
        {nameIn(index.names, language)}
      </Text>
      <Stack gap={0} align="flex-end">
        <Text size="sm" fw={600} style={tabular}>
          {formatPrice(index.value, 2)}
        </Text>
        <PriceChange change={index.change} changePercent={index.changePercent} decimals={2} size="xs" />
      </Stack>
    </Group>
  );
}

/** The watchlist with live prices: each row links to its quote page and can be removed. */
export function WatchlistView({ watchlist }: { readonly watchlist: StockWatchlistControl }) {
  const { t } = useTranslation('stocks');
  const language = useShownLanguage();
  const ids = (watchlist.items ?? []).map((item) => item.instrument.stockId);
  const live = useStockLiveQuotes(ids);
  if (watchlist.isError) return <LoadFailed onRetry={watchlist.refetch} />;
  if (watchlist.items === undefined) return <Loading />;
  return (
    <Stack gap="xs">
      {watchlist.changeError && (
        <Alert color="danger" variant="light" role="alert">
          {watchlist.changeError === 'full' ? t('dashboard.watchlistFull') : t('dashboard.watchlistChangeFailed')}
        </Alert>
      )}
      {watchlist.items.length === 0 ? (
        <Stack gap={2} data-testid="watchlist-empty">
          <Text fw={600} size="sm">
            {t('dashboard.watchlistEmpty')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('dashboard.watchlistEmptyHint')}
          </Text>
        </Stack>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {watchlist.items.map((item) => {
            const { instrument } = item;
            const quote = latestQuote(item.quote, live[instrument.stockId]);
            const decimals = priceDecimalsOf(instrument.exchange);
            const name = nameIn(instrument.names, language);
            return (
              <Group
                component="li"
                key={instrument.stockId}
                justify="space-between"
                gap="xs"
                wrap="nowrap"
                data-testid={`watchlist-row-${instrument.stockId}`}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/stocks/quote/${instrument.stockId}`} size="sm" lineClamp={1}>
                    {name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {displayStockCode(instrument.exchange, instrument.code)} · {t(`exchanges.${instrument.exchange}`)}
                  </Text>
                </Stack>
                <Group gap="sm" wrap="nowrap">
                  <Stack gap={0} align="flex-end">
                    <Text size="sm" fw={600} style={tabular} data-testid="watchlist-last">
                      {formatPrice(quote.last, decimals)}
                    </Text>
                    <PriceChange
                      change={quote.change}
                      changePercent={quote.changePercent}
                      decimals={decimals}
                      size="xs"
                    />
                  </Stack>
                  <WatchlistBuyLink stockId={instrument.stockId} name={name} status={quote.status} />
                  <Button
                    variant="subtle"
                    color="danger"
                    size="compact-xs"
                    onClick={() => watchlist.remove(instrument.stockId)}
                    loading={watchlist.pendingStockId === instrument.stockId}
                    aria-label={t('dashboard.remove', { name })}
                  >
                    {t('dashboard.removeShort')}
                  </Button>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/** Top gainers, losers and most active per market, a tab per market. */
export function TopMovers({ movers }: { readonly movers: readonly MarketMovers[] }) {
  const { t } = useTranslation('stocks');
  const first = movers[0];
  if (first === undefined) return <Text c="dimmed">{t('dashboard.noMovers')}</Text>;
  return (
    <Tabs defaultValue={first.market} keepMounted={false}>
      <Tabs.List>
        {movers.map((market) => (
          <Tabs.Tab key={market.market} value={market.market}>
            {t(`markets.${market.market}` satisfies `markets.${StockMarket}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {movers.map((market) => (
        <Tabs.Panel key={market.market} value={market.market} pt="sm" data-testid={`movers-${market.market}`}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <MoverList title={t('dashboard.gainers')} stocks={market.gainers} testId="gainers" />
            <MoverList title={t('dashboard.losers')} stocks={market.losers} testId="losers" />
            <MoverList title={t('dashboard.mostActive')} stocks={market.mostActive} testId="most-active" active />
          </SimpleGrid>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function MoverList({
  title,
  stocks,
  testId,
  active = false,
}: {
  readonly title: string;
  readonly stocks: readonly StockWithQuote[];
  readonly testId: string;
  readonly active?: boolean;
}) {
  const { t } = useTranslation('stocks');
  const language = useShownLanguage();
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {stocks.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('dashboard.noMovers')}
        </Text>
      ) : (
        stocks.map(({ instrument, quote }) => {
          const decimals = priceDecimalsOf(instrument.exchange);
          return (
            <Group key={instrument.stockId} justify="space-between" gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/stocks/quote/${instrument.stockId}`} size="sm" lineClamp={1}>
                  {displayStockCode(instrument.exchange, instrument.code)} {nameIn(instrument.names, language)}
                </Anchor>
                {active && (
                  <Text size="xs" c="dimmed" style={tabular}>
                    {t('dashboard.turnover', {
                      amount: money(quote.turnover, instrument.currency),
                    })}
                  </Text>
                )}
              </Stack>
              <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="sm" style={tabular}>
                  {formatPrice(quote.last, decimals)}
                </Text>
                <PriceChange
                  change={quote.change}
                  changePercent={quote.changePercent}
                  decimals={decimals}
                  size="xs"
                  percentOnly
                />
              </Stack>
            </Group>
          );
        })
      )}
    </Stack>
  );
}
