/* The ticket's estimate: consideration, each fee line and the total, as the server works them out. */
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StockTradeTerms } from '@portal/contract';
import type { StockOrderSide } from '@portal/contract/domain/stock/order-types';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OrderFailureAlert, tabular } from '../../../shared/ticket/ticket-parts';
import { money } from '../../../shared/ui/money';
import { Loading } from '../market/market-parts';
import { formatPrice } from '../market/stock-format';
import type { EstimateState } from './stock-ticket-queries';
import { useStockLabels } from './trading-parts';

/** Consideration, each fee line and the total, as the server works them out (exact decimals). */
export function EstimatePanel({
  estimate,
  side,
  terms,
}: {
  readonly estimate: EstimateState;
  readonly side: StockOrderSide;
  readonly terms: StockTradeTerms;
}) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  const { data } = estimate;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="estimate">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('ticket.estimate.heading')}
          {data && (
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              {t('ticket.estimate.atPrice', { price: formatPrice(data.price, terms.priceDecimals) })}
            </Text>
          )}
        </Text>
        {data ? (
          <>
            <FigureRow label={t('ticket.estimate.consideration')} testId="estimate-consideration">
              {money(data.consideration, data.currency)}
            </FigureRow>
            {data.fees.map((fee) => (
              <FigureRow key={fee.name} label={labels.feeLine(fee.name)} testId={`fee-${fee.name}`} dimmed>
                {money(fee.amount, data.currency)}
              </FigureRow>
            ))}
            <FigureRow label={t('ticket.estimate.totalFees')} testId="estimate-fees">
              {money(data.totalFees, data.currency)}
            </FigureRow>
            <FigureRow
              label={side === 'B' ? t('ticket.estimate.totalBuy') : t('ticket.estimate.totalSell')}
              testId="estimate-total"
              strong
            >
              {money(data.total, data.currency)}
            </FigureRow>
            <Text size="xs" c="dimmed">
              {t('ticket.estimate.note')}
            </Text>
          </>
        ) : estimate.failure ? (
          <OrderFailureAlert failure={estimate.failure} />
        ) : estimate.loading ? (
          <Loading />
        ) : (
          <Text size="xs" c="dimmed">
            {t('ticket.estimate.waiting')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function FigureRow(props: {
  readonly label: string;
  readonly children: ReactNode;
  readonly testId: string;
  readonly dimmed?: boolean;
  readonly strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid={props.testId}>
      <Text size="sm" c={props.dimmed ? 'dimmed' : undefined} fw={props.strong ? 600 : undefined}>
        {props.label}
      </Text>
      <Text size="sm" style={tabular} fw={props.strong ? 600 : undefined}>
        {props.children}
      </Text>
    </Group>
  );
}
