/* The answer to a placed fund order, or to the legs of a switch. */
import { Button, Paper, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import type { FundOrder } from '@portal/contract';
import { fundOrderResultCatalogue } from '@portal/contract/domain/order/fund-order-results';
import { useFundName } from '../../../shared/funds/fund-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact, PlacedOrder, useResultText } from '../../../shared/ticket/ticket-parts';
import { orderQuantityText, useUnitsText } from './fund-order-texts';

/** A placed order (or the legs of a switch): what it is, its status and dates, and where to go next. */
export function PlacedFundOrders({
  orders,
  replayed,
  onNewOrder,
}: {
  orders: readonly FundOrder[];
  replayed: boolean;
  onNewOrder: () => void;
}) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  const unitsText = useUnitsText();
  const resultText = useResultText(fundOrderResultCatalogue);
  return (
    <PlacedOrder
      message={resultText('success')}
      replayed={replayed}
      onNewOrder={onNewOrder}
      links={
        <>
          <Button component={Link} to="/funds/history" variant="filled">
            {t('common.viewHistory')}
          </Button>
          <Button component={Link} to="/funds/portfolio" variant="default">
            {t('common.viewPortfolio')}
          </Button>
        </>
      }
    >
      {orders.map((order) => (
        <Paper
          key={order.orderId}
          withBorder
          radius="sm"
          p="sm"
          data-testid="placed-order"
          data-order-id={order.orderId}
        >
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Fact label={t('ticket.confirm.fund')}>{nameOf(order.fundNames)}</Fact>
            <Fact label={t('ticket.success.orderId')}>{order.orderId}</Fact>
            <Fact label={t('ticket.success.status')}>
              {t(`kinds.${order.kind}`)} · {t(`statuses.${order.status}`)}
            </Fact>
            <Fact label={t('ticket.confirm.amount')}>{orderQuantityText(order, unitsText)}</Fact>
            <Fact label={t('ticket.terms.dealingDate')}>{order.dealingDate}</Fact>
            <Fact label={t('ticket.terms.settlementDate')}>{order.settlementDate}</Fact>
          </SimpleGrid>
        </Paper>
      ))}
    </PlacedOrder>
  );
}
