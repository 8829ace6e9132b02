/* SPEC §2 cryptos/order (issue 18 part 3, ADR 042): a market or limit order, buy or sell, by quantity or by amount;
 * the live bid/ask and the book beside it; a firm quote (price, fee, slippage, total; valid 10 s, counted down), then
 * the confirm that places it with a client reference (a retry of the same quote is one order). Until the account
 * passed the virtual-asset knowledge check (ADR 045) the check shows instead of the ticket. */
import {
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  cryptoAssets,
  cryptoFeeOf,
  cryptoOrderResultCatalogue,
  cryptoTradingTerms,
  type CryptoBook,
  type CryptoOrderBasis,
  type CryptoOrderQuote,
  type CryptoOrderSide,
  type CryptoOrderType,
  type CryptoPair,
} from '@portal/contract';
import { isPlainDecimal } from '@portal/contract/domain/decimal-value';
import { api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FirmQuoteActions, useQuoteSecondsLeft } from '../../../shared/ticket/firm-quote';
import { useFirmQuoteFlow } from '../../../shared/ticket/ticket-flow';
import type { FirmQuoteActions as FirmQuoteStepActions } from '../../../shared/ticket/ticket-flow';
import { ChoiceField } from '../../../shared/ticket/choice-field';
import { Fact, QueryState, TicketForm, tabular } from '../../../shared/ticket/ticket-parts';
import { oneLine } from '../../../shared/ui/money';
import {
  ChangePercent,
  cryptoBoardQuery,
  formatMoney,
  formatPrice,
  formatQuantity,
  useCryptoAccount,
  useLiveCryptoQuotes,
  type CryptoAccount,
} from '../crypto-common';
import { cryptoFailureOf } from './crypto-failure';
import { KnowledgeCheckGate } from './knowledge-check';

export type FieldProblem = 'required' | 'notANumber' | 'notPositive' | 'tooPrecise';

/** What is wrong with a typed decimal (a quantity, an amount, a price) with at most `decimals` places. */
export function decimalProblem(written: string, decimals: number): FieldProblem | undefined {
  const text = written.trim();
  if (text === '') return 'required';
  if (!isPlainDecimal(text)) return 'notANumber';
  if (/^0+(\.0+)?$/.test(text)) return 'notPositive';
  const fraction = text.split('.')[1] ?? '';
  if (fraction.length > decimals) return 'tooPrecise';
  return undefined;
}

/** The firm quote: what is bought or sold, at what price, the fee, slippage, total; a countdown; confirm. */
export function CryptoQuoteCard(props: {
  quote: CryptoOrderQuote;
  pair: CryptoPair | undefined;
  receivedAt: number;
  actions: FirmQuoteStepActions;
}) {
  const { quote, pair, actions } = props;
  const { t } = useTranslation('cryptoTrading');
  const language = useShownLanguage();
  const secondsLeft = useQuoteSecondsLeft(quote.validitySeconds, props.receivedAt);
  const { failure } = actions;
  const expired = secondsLeft === 0;
  const needsNewQuote = expired || (failure?.kind === 'result' && failure.result !== 'insufficientFunds');
  const asset = pair?.asset ?? '';
  return (
    <Paper withBorder radius="md" p="md" data-testid="crypto-quote">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('quote.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Fact label={quote.side === 'buy' ? t('quote.buying') : t('quote.selling')} testId="quote-quantity">
            <span data-value={quote.quantity}>{`${formatQuantity(quote.quantity)} ${asset}`}</span>
          </Fact>
          <Fact
            label={quote.orderType === 'market' ? t('quote.averagePrice') : t('quote.limitPrice')}
            testId="quote-price"
          >
            {`${formatPrice(quote.price, pair)} ${quote.currency}`}
          </Fact>
          <Fact label={t('quote.consideration')} testId="quote-consideration">
            {`${formatMoney(quote.consideration)} ${quote.currency}`}
          </Fact>
          <Fact label={t('quote.fee')} testId="quote-fee">
            {`${formatMoney(quote.fee)} ${quote.currency}`}
          </Fact>
          {quote.orderType === 'market' && (
            <Fact label={t('quote.slippage')} testId="quote-slippage">
              {t('quote.slippageLine', {
                basisPoints: formatMoney(quote.slippageBasisPoints),
                best: formatPrice(quote.bestPrice, pair),
              })}
            </Fact>
          )}
          <Fact label={quote.side === 'buy' ? t('quote.totalPay') : t('quote.totalReceive')} testId="quote-total">
            <span data-value={quote.total}>{`${formatMoney(quote.total)} ${quote.currency}`}</span>
          </Fact>
        </SimpleGrid>
        <FirmQuoteActions
          expired={expired}
          expiredText={cryptoOrderResultCatalogue.textOf('quoteExpired', language)}
          countdownText={t('quote.countdown', { seconds: secondsLeft })}
          failure={failure}
          needsNewQuote={needsNewQuote}
          newQuoteLabel={t('quote.newQuote')}
          onNewQuote={actions.onNewQuote}
          confirm={{ label: t('quote.confirm'), testId: 'confirm-order', onClick: actions.onSubmit }}
          pending={actions.submitting}
          cancelLabel={t('quote.cancel')}
          onCancel={actions.onEdit}
        />
      </Stack>
    </Paper>
  );
}

function BookTable({ book, pair }: { book: CryptoBook; pair: CryptoPair | undefined }) {
  const { t } = useTranslation('cryptoTrading');
  const rows = Array.from({ length: Math.max(book.bids.length, book.asks.length) }, (_, index) => ({
    bid: book.bids[index],
    ask: book.asks[index],
  }));
  return (
    <Table
      style={tabular}
      verticalSpacing={2}
      fz="xs"
      aria-label={t('order.bookLabel', { pair: book.pairId })}
      data-testid="crypto-book"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th ta="right">{t('order.size')}</Table.Th>
          <Table.Th ta="right">{t('order.bids')}</Table.Th>
          <Table.Th ta="right">{t('order.asks')}</Table.Th>
          <Table.Th ta="right">{t('order.size')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={index}>
            <Table.Td ta="right" style={oneLine}>
              {row.bid === undefined ? '' : formatQuantity(row.bid.quantity)}
            </Table.Td>
            <Table.Td ta="right" style={oneLine} c="priceUp">
              {row.bid === undefined ? '' : formatPrice(row.bid.price, pair)}
            </Table.Td>
            <Table.Td ta="right" style={oneLine} c="priceDown">
              {row.ask === undefined ? '' : formatPrice(row.ask.price, pair)}
            </Table.Td>
            <Table.Td ta="right" style={oneLine}>
              {row.ask === undefined ? '' : formatQuantity(row.ask.quantity)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function MarketPanel({ pair }: { pair: CryptoPair }) {
  const { t } = useTranslation('cryptoMarket');
  const trading = useTranslation('cryptoTrading').t;
  const quote = useLiveCryptoQuotes([pair.pairId])[pair.pairId];
  const book = useQuery(
    {
      queryKey: ['cryptoMarket', 'book', pair.pairId],
      queryFn: ({ signal }) => api.cryptoMarket.getCryptoBook({ pairId: pair.pairId }, { signal }),
      refetchInterval: 2_000,
    },
    queryClient,
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="crypto-market-panel" style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {pair.pairId}
        </Title>
        <SimpleGrid cols={3}>
          <Fact label={t('table.bid')} testId="live-bid">
            {quote === undefined ? '–' : formatPrice(quote.bid, pair)}
          </Fact>
          <Fact label={t('table.ask')} testId="live-ask">
            {quote === undefined ? '–' : formatPrice(quote.ask, pair)}
          </Fact>
          <Fact label={t('table.change')}>
            {quote === undefined ? '–' : <ChangePercent value={quote.changePercent24h} />}
          </Fact>
        </SimpleGrid>
        <Text size="sm" fw={600}>
          {trading('order.book')}
        </Text>
        {book.isPending || book.isError ? (
          <QueryState failed={book.isError} onRetry={() => void book.refetch()} />
        ) : (
          <BookTable book={book.data.book} pair={pair} />
        )}
      </Stack>
    </Paper>
  );
}

/** What the order form asks a quote for. */
type CryptoQuoteRequest = Omit<Parameters<typeof api.cryptoOrder.requestCryptoOrderQuote>[0], keyof CryptoAccount>;

function OrderTicket(props: {
  account: CryptoAccount;
  pairs: readonly CryptoPair[];
  pairId: string;
  onPair: (pairId: string) => void;
  /** The client's own ticket links its history; the advisor's (vaOrder) lists its orders beside it instead. */
  historyLink: boolean;
}) {
  const { account, pairs, pairId } = props;
  const { t } = useTranslation('cryptoTrading');
  const cache = useQueryClient(queryClient);
  const [side, setSide] = useState<CryptoOrderSide>('buy');
  const [orderType, setOrderType] = useState<CryptoOrderType>('market');
  const [basis, setBasis] = useState<CryptoOrderBasis>('amount');
  const [quantity, setQuantity] = useState('');
  const [amount, setAmount] = useState('');
  const [limitPrice, setLimitPrice] = useState('');
  const pair = pairs.find((candidate) => candidate.pairId === pairId);
  const asset = cryptoAssets.find((candidate) => candidate.code === pair?.asset);
  const portfolio = useQuery(
    {
      queryKey: ['cryptoOrder', 'portfolio', account, 'USD'],
      queryFn: ({ signal }) => api.cryptoOrder.cryptoPortfolio({ ...account, reportingCurrency: 'USD' }, { signal }),
    },
    queryClient,
  );
  const flow = useFirmQuoteFlow({
    requestQuote: async (request: CryptoQuoteRequest) =>
      (await api.cryptoOrder.requestCryptoOrderQuote({ ...account, ...request })).quote,
    send: (quote: CryptoOrderQuote, clientReference) =>
      api.cryptoOrder.placeCryptoOrder({ ...account, quoteId: quote.quoteId, clientReference }),
    readFailure: cryptoFailureOf,
    onPlaced: () => void cache.invalidateQueries({ queryKey: ['cryptoOrder'] }),
  });
  const quantityProblem =
    basis === 'quantity' && asset !== undefined ? decimalProblem(quantity, asset.precision) : undefined;
  const amountProblem = basis === 'amount' ? decimalProblem(amount, cryptoTradingTerms.fiatDecimals) : undefined;
  const priceProblem =
    orderType === 'limit' && pair !== undefined ? decimalProblem(limitPrice, pair.priceDecimals) : undefined;
  const steps = flow.stepProps({
    ready: () => quantityProblem === undefined && amountProblem === undefined && priceProblem === undefined,
    input: () => ({
      pairId,
      side,
      orderType,
      basis,
      ...(basis === 'quantity' ? { quantity: quantity.trim() } : { amount: amount.trim() }),
      ...(orderType === 'limit' ? { limitPrice: limitPrice.trim() } : {}),
    }),
    clear: () => {
      setQuantity('');
      setAmount('');
    },
  });
  if (pair === undefined || asset === undefined) return null;
  const currency = pair.currency;
  const errorText = (problem: FieldProblem | undefined, decimals: number) =>
    !steps.showErrors || problem === undefined ? undefined : t(`order.errors.${problem}`, { decimals });
  const cash = portfolio.data?.cash.find((row) => row.currency === currency);
  const held = portfolio.data?.holdings.find((row) => row.asset === asset.code);

  if (flow.result) {
    const { order } = flow.result;
    return (
      <Paper withBorder radius="md" p="md" data-testid="order-placed">
        <Stack gap="sm">
          <Title order={2} size="h4" c="success">
            {t(`statuses.${order.status}`)}
          </Title>
          <Text size="sm" data-testid="placed-message">
            {order.status === 'matched'
              ? t('placed.filled', {
                  orderId: order.orderId,
                  quantity: formatQuantity(order.filledQuantity),
                  asset: order.asset,
                  price: formatPrice(order.averagePrice ?? order.price, pair),
                  currency: order.currency,
                })
              : t('placed.resting', { orderId: order.orderId })}
          </Text>
          <Group gap="sm">
            {props.historyLink && (
              <Anchor component={Link} to="/cryptos/history" size="sm">
                {t('placed.history')}
              </Anchor>
            )}
            <Button variant="subtle" onClick={steps.onNewOrder} data-testid="new-order">
              {t('quote.cancel')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }
  if (steps.quoted) {
    return (
      <CryptoQuoteCard
        key={steps.quoted.quote.quoteId}
        quote={steps.quoted.quote}
        pair={pair}
        receivedAt={steps.quoted.receivedAt}
        actions={steps}
      />
    );
  }
  return (
    <TicketForm
      heading={t('order.newOrder')}
      onReview={steps.onReview}
      blocked={false}
      failure={steps.quoteFailure}
      reviewLabel={t('order.getQuote')}
      reviewTestId="get-quote"
      reviewing={steps.quoting}
    >
      <NativeSelect
        label={t('order.pair')}
        value={pairId}
        onChange={(event) => flow.edit(props.onPair)(event.currentTarget.value)}
        data={pairs.map((candidate) => ({ value: candidate.pairId, label: candidate.pairId }))}
        data-testid="order-pair"
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <ChoiceField
          label={t('order.side')}
          value={side}
          onChange={flow.edit(setSide)}
          options={[
            { value: 'buy', label: t('order.buy') },
            { value: 'sell', label: t('order.sell') },
          ]}
          testId="order-side"
        />
        <ChoiceField
          label={t('order.orderType')}
          value={orderType}
          onChange={flow.edit(setOrderType)}
          options={[
            { value: 'market', label: t('order.market') },
            { value: 'limit', label: t('order.limit') },
          ]}
          testId="order-type"
        />
        <ChoiceField
          label={t('order.basis')}
          value={basis}
          onChange={flow.edit(setBasis)}
          options={[
            { value: 'amount', label: t('order.byAmount') },
            { value: 'quantity', label: t('order.byQuantity') },
          ]}
          testId="order-basis"
        />
      </SimpleGrid>
      {orderType === 'limit' && (
        <TextInput
          label={t('order.limitPrice', { currency })}
          inputMode="decimal"
          value={limitPrice}
          onChange={(event) => flow.edit(setLimitPrice)(event.currentTarget.value)}
          error={errorText(priceProblem, pair.priceDecimals)}
          data-testid="order-limit-price"
        />
      )}
      {basis === 'quantity' ? (
        <TextInput
          label={t('order.quantity', { asset: asset.code })}
          inputMode="decimal"
          value={quantity}
          onChange={(event) => flow.edit(setQuantity)(event.currentTarget.value)}
          error={errorText(quantityProblem, asset.precision)}
          data-testid="order-quantity"
        />
      ) : (
        <TextInput
          label={t('order.amount', { currency })}
          inputMode="decimal"
          value={amount}
          onChange={(event) => flow.edit(setAmount)(event.currentTarget.value)}
          error={errorText(amountProblem, cryptoTradingTerms.fiatDecimals)}
          data-testid="order-amount"
        />
      )}
      <Text size="sm" c="dimmed" data-testid="order-available">
        {side === 'buy'
          ? t('order.availableCash', { amount: formatMoney(cash?.available ?? '0'), currency })
          : t('order.availableAsset', { amount: formatQuantity(held?.available ?? '0'), asset: asset.code })}
      </Text>
      <Text size="xs" c="dimmed" data-testid="order-terms">
        {t('order.terms', {
          percent: formatMoney(String(cryptoTradingTerms.feeBasisPoints / 100)),
          minimumFee: cryptoFeeOf('0', currency),
          minimumAmount: formatMoney(cryptoTradingTerms.minimumAmount[currency]),
          currency,
          seconds: cryptoTradingTerms.quoteValiditySeconds,
        })}
      </Text>
      {orderType === 'limit' && (
        <Text size="xs" c="dimmed">
          {t('order.limitNote')}
        </Text>
      )}
    </TicketForm>
  );
}

/**
 * The ticket and the market beside it, for an account (the client's own, or an advisee's on vaOrder). The ticket's
 * pair is the page's `?pair=` (the dashboard's Trade links set it), BTC-USD by default.
 */
export function CryptoOrderArea({ account, historyLink = true }: { account: CryptoAccount; historyLink?: boolean }) {
  const board = useQuery(cryptoBoardQuery, queryClient);
  const [search, setSearch] = useSearchParams();
  if (board.isPending || board.isError) {
    return <QueryState failed={board.isError} onRetry={() => void board.refetch()} />;
  }
  const pairs = board.data.pairs;
  const pair = pairs.find((candidate) => candidate.pairId === search.get('pair')) ?? pairs[0];
  if (pair === undefined) return null;
  return (
    // Each card as tall as its content: a short firm quote beside the market panel leaves no empty frame.
    <SimpleGrid cols={{ base: 1, md: 2 }} style={{ alignItems: 'start' }}>
      <OrderTicket
        account={account}
        pairs={pairs}
        pairId={pair.pairId}
        onPair={(pairId) => setSearch({ pair: pairId }, { replace: true })}
        historyLink={historyLink}
      />
      <MarketPanel pair={pair} />
    </SimpleGrid>
  );
}

export function CryptoOrderPage() {
  const { t } = useTranslation('cryptoTrading');
  const account = useCryptoAccount();
  if (account === undefined) return null;
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('order.heading')}
        </Title>
        <KnowledgeCheckGate account={account}>
          <CryptoOrderArea account={account} />
        </KnowledgeCheckGate>
      </Stack>
    </Container>
  );
}
