/* SPEC §2 cryptos/order (issue 18 part 3, ADR 042): a market or limit order, buy or sell, by quantity or by amount;
 * the live bid/ask and the book beside it; a firm quote (price, fee, slippage, total; valid 10 s, counted down), then
 * the confirm that places it with a client reference (a retry of the same quote is one order). Until the account
 * passed the virtual-asset knowledge check (ADR 045) the check shows instead of the ticket.
 *
 * The page holds the heading, the gate and the address (`?pair=`); the ticket (crypto-order-ticket.tsx) and the market
 * panel (crypto-market-panel.tsx) stand beside it. */
import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryState } from '../../../shared/ticket/ticket-parts';
import { cryptoBoardQuery, useCryptoAccount, type CryptoAccount } from '../crypto-common';
import { CryptoMarketPanel } from './crypto-market-panel';
import { CryptoOrderTicket } from './crypto-order-ticket';
import { KnowledgeCheckGate } from './knowledge-check';

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
      <CryptoOrderTicket
        account={account}
        pairs={pairs}
        pairId={pair.pairId}
        onPair={(pairId) => setSearch({ pair: pairId }, { replace: true })}
        historyLink={historyLink}
      />
      <CryptoMarketPanel pair={pair} />
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
