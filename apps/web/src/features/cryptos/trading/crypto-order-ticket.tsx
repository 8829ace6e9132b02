/* The crypto order ticket: pair, side, type, basis, the limit price and the quantity or amount, checked as typed; its
 * review asks a firm quote (crypto-quote-card.tsx), whose confirm places the order (placed-crypto-order.tsx). */
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  cryptoAssets,
  cryptoTradingTerms,
  type CryptoOrderBasis,
  type CryptoOrderQuote,
  type CryptoOrderSide,
  type CryptoOrderType,
  type CryptoPair,
} from '@portal/contract';
import { api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ChoiceField } from '../../../shared/ticket/choice-field';
import { useFirmQuoteFlow } from '../../../shared/ticket/ticket-flow';
import { TicketForm } from '../../../shared/ticket/ticket-parts';
import type { CryptoAccount } from '../crypto-common';
import { CryptoOrderNotes } from './crypto-order-notes';
import { CryptoQuoteCard } from './crypto-quote-card';
import { cryptoFailureOf } from './crypto-failure';
import { decimalProblem, type FieldProblem } from './decimal-problem';
import { PlacedCryptoOrder } from './placed-crypto-order';

/** What the order form asks a quote for. */
type CryptoQuoteRequest = Omit<Parameters<typeof api.cryptoOrder.requestCryptoOrderQuote>[0], keyof CryptoAccount>;

export function CryptoOrderTicket(props: {
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
    return (
      <PlacedCryptoOrder
        order={flow.result.order}
        pair={pair}
        historyLink={props.historyLink}
        onNewOrder={steps.onNewOrder}
      />
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
      <CryptoOrderNotes
        side={side}
        orderType={orderType}
        currency={currency}
        asset={asset.code}
        cashAvailable={cash?.available ?? '0'}
        assetAvailable={held?.available ?? '0'}
      />
    </TicketForm>
  );
}
