/* What the crypto pages share (issue 18, ADR 042): the account they act for, the market board, number formats, the
 * live quotes on the tab's crypto stream, a signed 24-hour change. */
import { Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  cryptoQuoteStreamEvent,
  cryptoQuoteStreamPath,
  maximumCryptoQuoteIds,
  type CryptoAsset,
  type CryptoPair,
  type CryptoQuote,
} from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { api } from '../../shared/api/api-client';
import { actingAccount } from '../../shared/api/acting-account';
import { createMarketQuoteStream, type QuoteStream } from '../../shared/market-data/quote-stream';
import { useLiveMarketQuotes, type LiveQuotes } from '../../shared/market-data/use-live-quotes';
import { useSessions } from '../../shared/session/session-context';
import { activeSession } from '../../shared/session/session-store';
import type { TextInLanguages } from '@portal/contract/domain/order/result-catalogue';

export type CryptoAccount = { readonly accountCode: string; readonly source: 'gateway' | 'fos' };

/** The active session's account (the route table lets only fos sessions in). */
export function useCryptoAccount(): CryptoAccount | undefined {
  const session = activeSession(useSessions());
  return session === undefined ? undefined : { accountCode: session.accountCode, source: session.source };
}

/** A crypto page's frame: its content for the session's account in the page container; nothing before a session. */
export function CryptoAccountPage({
  size = 'xl',
  children,
}: {
  readonly size?: 'lg' | 'xl';
  readonly children: (account: CryptoAccount) => ReactNode;
}) {
  const account = useCryptoAccount();
  if (account === undefined) return null;
  return (
    <Container size={size} py="lg">
      {children(account)}
    </Container>
  );
}

export const cryptoBoardQuery = {
  queryKey: ['cryptoMarket', 'board'],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.cryptoMarket.cryptoMarketBoard({}, { signal }),
  staleTime: 60_000,
} as const;

/**
 * A quantity exactly as held, digits grouped, trailing zeros dropped: 2.500000000000000001 ETH shows every digit
 * (no rounding to 15 significant digits as money is).
 */
export function formatQuantity(value: string): string {
  const negative = value.startsWith('-');
  const unsigned = negative ? value.slice(1) : value;
  const [whole = '0', fraction = ''] = unsigned.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${formatNumber(whole)}${trimmed === '' ? '' : `.${trimmed}`}`;
}

export function formatPrice(value: string, pair: Pick<CryptoPair, 'priceDecimals'> | undefined): string {
  return formatAmount(value, pair?.priceDecimals ?? 2);
}

export function formatMoney(value: string): string {
  return formatAmount(value, 2);
}

export function assetName(asset: Pick<CryptoAsset, 'names'> | undefined, language: keyof TextInLanguages): string {
  return asset?.names[language] ?? '';
}

/** A signed percent coloured by the price tokens (ADR 022): +1.25 % up, −0.40 % down. */
export function ChangePercent({ value, testId }: { value: string; testId?: string }) {
  const negative = value.startsWith('-');
  const zero = /^-?0(\.0*)?$/.test(value);
  return (
    <Text
      span
      inherit
      c={zero ? undefined : negative ? 'priceDown' : 'priceUp'}
      data-testid={testId}
      data-value={value}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {`${!negative && !zero ? '+' : ''}${formatAmount(value, 2)}%`}
    </Text>
  );
}

let tabStream: QuoteStream<CryptoQuote> | undefined;

/** The tab's one crypto quote stream, on the same machinery as the stocks' (shared/market-data). */
export function tabCryptoQuoteStream(): QuoteStream<CryptoQuote> {
  tabStream ??= createMarketQuoteStream<CryptoQuote>(
    {
      path: cryptoQuoteStreamPath,
      event: cryptoQuoteStreamEvent,
      maximumIds: maximumCryptoQuoteIds,
      idOf: (quote) => quote.pairId,
      timeOf: (quote) => quote.at,
    },
    { createEventSource: (url) => new EventSource(url), actingAccount },
  );
  return tabStream;
}

async function loadCryptoQuotes(pairIds: readonly string[]): Promise<readonly CryptoQuote[]> {
  const answer = await api.cryptoMarket.getCryptoQuotes({ pairIds: pairIds.slice(0, maximumCryptoQuoteIds) });
  return answer.quotes;
}

/** Live quotes of some pairs by id: getCryptoQuotes first, then the tab's crypto stream. */
export function useLiveCryptoQuotes(
  pairIds: readonly string[],
  stream: QuoteStream<CryptoQuote> = tabCryptoQuoteStream(),
): LiveQuotes<CryptoQuote> {
  return useLiveMarketQuotes(pairIds, { stream, idOf: (quote) => quote.pairId, loadQuotes: loadCryptoQuotes });
}
