import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { stockChartRanges } from '@portal/contract';
import type { DepthLevel, StockChartRange, StockInstrumentView, StockQuote } from '@portal/contract';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { formatTime24WithSeconds, formatDate } from '@portal/contract/domain/date-format';
import { displayStockCode, parseStockId, stockExchanges } from '@portal/contract/domain/stock/exchanges';
import { ApiError } from '../../../shared/api/api-error';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ColourToken } from '../../../shared/ui/colour-tokens';
import { latestQuote, useStockLiveQuotes } from './live-quotes';
import { LoadFailed, Loading, PhaseBadge, Section } from './market-parts';
import { useStockApi } from './stock-api';
import { PriceChange, formatPrice, formatTurnover, formatVolume, priceDecimalsOf, tabular } from './stock-format';
import { useStockWatchlist } from './stock-watchlist';
import { WatchlistStar } from './watchlist-star';
import { chartSummaryOf } from '../../../shared/charts/chart-points';
import { stockOrderPath } from '../trading/order-path';

/** The chart library is a chunk of its own, fetched by this page only. */
const CandleChart = lazy(() =>
  import('../../../shared/charts/candle-chart').then((module) => ({ default: module.CandleChart })),
);

export function stockQuery(client: Api, stockId: string) {
  return {
    queryKey: ['stockMarket', 'getStock', { stockId }] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.stockMarket.getStock({ stockId }, { signal }),
    retry: (failures: number, error: unknown) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  };
}

export function chartQuery(client: Api, stockId: string, range: StockChartRange) {
  return {
    queryKey: ['stockMarket', 'getDailyBars', { stockId, range }] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.stockMarket.getDailyBars({ stockId, range }, { signal }),
    placeholderData: keepPreviousData,
  };
}

/** The order ticket of a stock and side (SPEC §2 stocks/order; the trading pages own its address). */
export const orderTicketPath = stockOrderPath;

/** /stocks/quote/:stockId: a stock's live quote, depth book, chart, watchlist star and trade buttons. */
export function QuotePage() {
  const { stockId = '' } = useParams();
  return <QuoteOf key={stockId} stockId={stockId} />;
}

function QuoteOf({ stockId }: { readonly stockId: string }) {
  const { t } = useTranslation('stocks');
  const client = useStockApi();
  const known = parseStockId(stockId) !== undefined;
  const stock = useQuery({ ...stockQuery(client, stockId), enabled: known }, queryClient);
  const notFound = !known || (stock.error instanceof ApiError && stock.error.status === 404);
  return (
    <Container size="xl" py="lg">
      {notFound ? (
        <Stack gap="sm" data-testid="stock-not-found">
          <Title order={1} size="h2">
            {t('quote.notFound', { stockId })}
          </Title>
          <Anchor component={Link} to="/stocks/dashboard">
            {t('quote.backToDashboard')}
          </Anchor>
        </Stack>
      ) : stock.data ? (
        <QuoteView instrument={stock.data.instrument} loadedQuote={stock.data.quote} />
      ) : stock.isError ? (
        <LoadFailed onRetry={() => void stock.refetch()} />
      ) : (
        <Loading />
      )}
    </Container>
  );
}

const statusColours = { active: 'success', suspended: 'danger', deleted: 'neutral' } as const satisfies Record<
  StockInstrumentView['status'],
  ColourToken
>;

function QuoteView({
  instrument,
  loadedQuote,
}: {
  readonly instrument: StockInstrumentView;
  readonly loadedQuote: StockQuote;
}) {
  const { t } = useTranslation('stocks');
  const language = useShownLanguage();
  const brand = useBrand();
  const watchlist = useStockWatchlist();
  const live = useStockLiveQuotes([instrument.stockId]);
  const quote = latestQuote(loadedQuote, live[instrument.stockId]);
  const decimals = priceDecimalsOf(instrument.exchange);
  const exchange = stockExchanges[instrument.exchange];
  const name = nameIn(instrument.names, language);
  const status = quote.status;
  const tradable = offers(brand.flags, brandFeatures.stockTrading) && status === 'active';
  const price = (value: string | null) => (value === null ? t('common.noValue') : formatPrice(value, decimals));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Title order={1} size="h2" data-testid="stock-name">
              {name}
            </Title>
            <WatchlistStar stockId={instrument.stockId} name={name} watchlist={watchlist} />
          </Group>
          <Group gap="xs">
            <Text fw={600} data-testid="stock-code">
              {displayStockCode(instrument.exchange, instrument.code)}
            </Text>
            <Text c="dimmed">{t(`exchanges.${instrument.exchange}`)}</Text>
            <Badge color={statusColours[status]} variant="light" data-testid="stock-status">
              {t(`status.${status}`)}
            </Badge>
            <PhaseBadge phase={quote.phase} testId="stock-phase" />
          </Group>
        </Stack>
        {tradable && (
          <Group gap="xs">
            <Button
              component={Link}
              to={orderTicketPath(instrument.stockId, 'B')}
              color="priceUp"
              aria-label={t('quote.buyStock', { name })}
              data-testid="buy"
            >
              {t('quote.buy')}
            </Button>
            <Button
              component={Link}
              to={orderTicketPath(instrument.stockId, 'S')}
              color="priceDown"
              aria-label={t('quote.sellStock', { name })}
              data-testid="sell"
            >
              {t('quote.sell')}
            </Button>
          </Group>
        )}
      </Group>
      {watchlist.changeError && (
        <Alert color="danger" variant="light" role="alert">
          {watchlist.changeError === 'full' ? t('dashboard.watchlistFull') : t('dashboard.watchlistChangeFailed')}
        </Alert>
      )}
      {status === 'suspended' && (
        <Alert color="danger" variant="light" role="alert" title={t('status.suspended')} data-testid="suspended">
          {t('quote.suspendedNotice')}
        </Alert>
      )}
      <Group align="baseline" gap="md" aria-live="polite" data-testid="live-price">
        {(quote.phase === 'preMarket' || quote.phase === 'postMarket') && (
          <Text fw={600} c="info" data-testid="extended-price-label">
            {t(`quote.extendedPrice.${quote.phase}`)}
          </Text>
        )}
        <Text fz={32} fw={700} style={tabular} data-testid="last-price">
          {formatPrice(quote.last, decimals)}
        </Text>
        <PriceChange change={quote.change} changePercent={quote.changePercent} decimals={decimals} size="lg" fw={600} />
        <Text size="xs" c="dimmed" style={tabular}>
          {instrument.currency} ·{' '}
          {t('quote.asOf', {
            time: `${formatDate(quote.at, exchange.timeZone)} ${formatTime24WithSeconds(quote.at, exchange.timeZone)}`,
          })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="sm" data-testid="quote-facts">
        <Fact label={t('quote.bid')}>{price(quote.bid)}</Fact>
        <Fact label={t('quote.ask')}>{price(quote.ask)}</Fact>
        <Fact label={t('quote.open')}>{price(quote.open)}</Fact>
        <Fact label={t('quote.high')}>{price(quote.high)}</Fact>
        <Fact label={t('quote.low')}>{price(quote.low)}</Fact>
        <Fact label={t('quote.previousClose')}>{price(quote.previousClose)}</Fact>
        <Fact label={t('quote.volume')} testId="volume">
          {formatVolume(quote.volume)}
        </Fact>
        <Fact label={t('quote.turnover')}>
          {formatTurnover(quote.turnover)} {instrument.currency}
        </Fact>
        <Fact label={t('quote.exchange')}>{nameIn(exchange.names, language)}</Fact>
        <Fact label={t('quote.currency')}>{instrument.currency}</Fact>
        <Fact label={t('quote.boardLot')}>{t('quote.boardLotShares', { count: instrument.boardLot })}</Fact>
        <Fact label={t('quote.status')}>{t(`status.${status}`)}</Fact>
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }} style={{ minWidth: 0 }}>
          <PriceChart instrument={instrument} decimals={decimals} timeZone={exchange.timeZone} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} style={{ minWidth: 0 }}>
          <DepthBook bids={quote.bids} asks={quote.asks} decimals={decimals} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={tabular} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** The 10-level book: bids (highest first) beside asks (lowest first), with the shares and orders at each price. */
export function DepthBook({
  bids,
  asks,
  decimals,
}: {
  readonly bids: readonly DepthLevel[];
  readonly asks: readonly DepthLevel[];
  readonly decimals: number;
}) {
  const { t } = useTranslation('stocks');
  const rows = Math.max(bids.length, asks.length);
  return (
    <Section title={t('quote.depth')} testId="depth-book">
      {rows === 0 ? (
        <Text size="sm" c="dimmed">
          {t('quote.noDepth')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={260}>
          <Table striped={false} withRowBorders={false} style={tabular} fz="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th colSpan={3} c="priceUp" ta="right">
                  {t('quote.bids')}
                </Table.Th>
                <Table.Th colSpan={3} c="priceDown">
                  {t('quote.asks')}
                </Table.Th>
              </Table.Tr>
              <Table.Tr>
                <Table.Th visibleFrom="sm">{t('quote.orders')}</Table.Th>
                <Table.Th ta="right">{t('quote.quantity')}</Table.Th>
                <Table.Th ta="right">{t('quote.price')}</Table.Th>
                <Table.Th>{t('quote.price')}</Table.Th>
                <Table.Th ta="right">{t('quote.quantity')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('quote.orders')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Array.from({ length: rows }, (_, index) => {
                const bid = bids[index];
                const ask = asks[index];
                return (
                  <Table.Tr key={index} data-testid="depth-row">
                    <Table.Td c="dimmed" visibleFrom="sm">
                      {bid ? `(${bid.orders})` : ''}
                    </Table.Td>
                    <Table.Td ta="right">{bid ? formatVolume(bid.quantity) : ''}</Table.Td>
                    <Table.Td ta="right" fw={600} c="priceUp">
                      {bid ? formatPrice(bid.price, decimals) : ''}
                    </Table.Td>
                    <Table.Td fw={600} c="priceDown">
                      {ask ? formatPrice(ask.price, decimals) : ''}
                    </Table.Td>
                    <Table.Td ta="right">{ask ? formatVolume(ask.quantity) : ''}</Table.Td>
                    <Table.Td ta="right" c="dimmed" visibleFrom="sm">
                      {ask ? `(${ask.orders})` : ''}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

/** The candlestick and volume chart with its range buttons; a text summary says what the canvas shows. */
export function PriceChart({
  instrument,
  decimals,
  timeZone,
}: {
  readonly instrument: StockInstrumentView;
  readonly decimals: number;
  readonly timeZone: string;
}) {
  const { t } = useTranslation('stocks');
  const language = useShownLanguage();
  const client = useStockApi();
  const [range, setRange] = useState<StockChartRange>('1D');
  const chart = useQuery(chartQuery(client, instrument.stockId, range), queryClient);
  const bars = chart.data?.range === range ? chart.data.bars : undefined;
  const totals = bars ? chartSummaryOf(bars) : undefined;
  const summary = totals
    ? t('chart.summary', {
        range: t(`chart.rangeName.${range}`),
        open: formatPrice(totals.open, decimals),
        high: formatPrice(totals.high, decimals),
        low: formatPrice(totals.low, decimals),
        close: formatPrice(totals.close, decimals),
        volume: formatVolume(totals.volume),
      })
    : '';
  return (
    <Section
      title={t('chart.title')}
      testId="price-chart"
      aside={
        <SegmentedControl
          size="xs"
          value={range}
          onChange={(value) => setRange(stockChartRanges.find((known) => known === value) ?? '1D')}
          aria-label={t('chart.ranges')}
          data={stockChartRanges.map((value) => ({ value, label: t(`chart.range.${value}`) }))}
          data-testid="chart-ranges"
        />
      }
    >
      {chart.isError && !bars ? (
        <LoadFailed onRetry={() => void chart.refetch()} />
      ) : !bars ? (
        <Loading />
      ) : bars.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="chart-empty">
          {t('chart.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="figure" m={0}>
          <Suspense fallback={<Loading />}>
            <CandleChart
              bars={bars}
              intraday={chart.data?.interval === '1m' || chart.data?.interval === '5m'}
              decimals={decimals}
              timeZone={timeZone}
              locale={language}
              label={summary}
            />
          </Suspense>
          <Text size="xs" c="dimmed" component="figcaption" data-testid="chart-summary">
            {summary}
          </Text>
        </Stack>
      )}
    </Section>
  );
}
