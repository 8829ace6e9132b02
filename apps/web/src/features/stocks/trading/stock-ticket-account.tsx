/* What the account may trade on the ticket: buying power for a buy, sellable shares for a sell. */
import { Paper, SimpleGrid } from '@mantine/core';
import type { StockTradeTerms } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import type { StockOrderSide } from '@portal/contract/domain/stock/order-types';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact } from '../../../shared/ticket/ticket-parts';
import { money } from '../../../shared/ui/money';

/** Buying power (a buy) or the shares that may be sold (a sell), as the server counts them. */
export function AccountPanel({ terms, side }: { readonly terms: StockTradeTerms; readonly side: StockOrderSide }) {
  const { t } = useTranslation('stockTrading');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="ticket-account">
      <SimpleGrid cols={2} spacing="sm">
        {side === 'B' ? (
          <>
            <Fact label={t('ticket.buyingPower')} testId="buying-power">
              {money(terms.buyingPower.available, terms.buyingPower.currency)}
            </Fact>
            <Fact label={t('ticket.onHold')}>{money(terms.buyingPower.onHold, terms.buyingPower.currency)}</Fact>
          </>
        ) : (
          <>
            <Fact label={t('ticket.sellable')} testId="sellable-quantity">
              {t('common.shares', { quantity: formatNumber(terms.sellableQuantity, { decimals: 0 }) })}
            </Fact>
            <Fact label={t('ticket.onHold')}>
              {t('common.shares', { quantity: formatNumber(terms.onHoldQuantity, { decimals: 0 }) })}
            </Fact>
          </>
        )}
      </SimpleGrid>
    </Paper>
  );
}
