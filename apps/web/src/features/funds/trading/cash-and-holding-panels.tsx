/* What a fund ticket pays with or sells: the client's cash with its rates into the fund's currency, and the holding. */
import { Group, SimpleGrid, Text } from '@mantine/core';
import type { FundTradeTerms } from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { formatTime24 } from '@portal/contract/domain/date-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact, TicketPanel, tabular } from '../../../shared/ticket/ticket-parts';
import { holdingValue } from './ticket-rules';

/** The client's cash in each currency with its rate into the fund's currency. */
export function CashPanel({ terms, selected }: { terms: FundTradeTerms; selected?: string }) {
  const { t } = useTranslation('fundTrading');
  return (
    <TicketPanel heading={t('ticket.cash.heading')} testId="ticket-cash" gap="xs">
      {terms.cash.map((cash) => (
        <Group
          key={cash.currency}
          justify="space-between"
          gap="xs"
          data-testid="cash-row"
          data-currency={cash.currency}
          fw={cash.currency === selected ? 600 : undefined}
        >
          <Text size="sm" fw="inherit">
            {cash.currency}
          </Text>
          <Text size="sm" style={tabular} fw="inherit">
            {t('ticket.cash.available')} {formatAmount(cash.available, cash.precision)}
            {cash.currency !== terms.fundCurrency && (
              <Text span size="xs" c="dimmed" ml="xs">
                {t('ticket.cash.rate', {
                  from: cash.currency,
                  rate: formatNumber(cash.fxRate),
                  to: terms.fundCurrency,
                })}{' '}
                <span data-testid="fx-rate-time">
                  ({t('ticket.cash.rateAsOf', { time: formatTime24(terms.fxRateTime) })})
                </span>
              </Text>
            )}
          </Text>
        </Group>
      ))}
    </TicketPanel>
  );
}

/** The client's holding of the fund: units free and on hold, and what the free ones are worth. */
export function HoldingPanel({ terms }: { terms: FundTradeTerms }) {
  const { t } = useTranslation('fundTrading');
  return (
    <TicketPanel heading={t('ticket.holding.heading')} testId="ticket-holding" gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label={t('ticket.holding.availableUnits')} testId="holding-available">
          {formatNumber(terms.holding.availableUnits, { decimals: terms.unitDecimals })}
        </Fact>
        <Fact label={t('ticket.holding.onHoldUnits')}>
          {formatNumber(terms.holding.onHoldUnits, { decimals: terms.unitDecimals })}
        </Fact>
        <Fact label={t('ticket.holding.marketValue')}>
          {formatAmount(holdingValue(terms), terms.currencyPrecision)} {terms.fundCurrency}
        </Fact>
      </SimpleGrid>
    </TicketPanel>
  );
}
