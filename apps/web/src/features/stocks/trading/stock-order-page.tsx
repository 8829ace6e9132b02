/* SPEC §2 stocks/order: the stock order ticket (issue 15 part 3), built on the shared ticket (shared/ticket). The page
 * composes its parts: the stock picker, or the ticket of one stock (stock-ticket.tsx and the stock-ticket-* files). */
import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { isStockOrderSide } from '@portal/contract/domain/stock/order-types';
import type { StockOrderSide } from '@portal/contract/domain/stock/order-types';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTradingAccount } from '../../../shared/session/trading-account';
import { StockPicker } from './stock-picker';
import { StockTicket } from './stock-ticket';

/** /stocks/order, plain (a stock search) or with ?stockId=&side= (the ticket of that stock). */
export function StockOrderPage() {
  const { t } = useTranslation('stockTrading');
  const [params] = useSearchParams();
  const account = useTradingAccount();
  const stockId = params.get('stockId') ?? '';
  const sideParam = params.get('side');
  const side: StockOrderSide = isStockOrderSide(sideParam) ? sideParam : 'B';
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1280} mx="auto">
      <Text component="h1" fw={700} size="xl" m={0}>
        {t('ticket.heading')}
      </Text>
      {account === undefined ? null : stockId === '' ? (
        <StockPicker side={side} />
      ) : (
        <StockTicket key={`${stockId}-${side}`} account={account} stockId={stockId} side={side} />
      )}
    </Stack>
  );
}
