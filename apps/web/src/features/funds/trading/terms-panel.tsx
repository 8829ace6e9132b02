/* The terms of a fund order placed now, with the warnings a client reads before subscribing (risk, suspension). */
import { Alert, SimpleGrid, Text } from '@mantine/core';
import type { FundTradeTerms } from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { riskRank } from '@portal/contract/domain/fund';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact, TicketPanel } from '../../../shared/ticket/ticket-parts';

/** The terms an order placed now gets: NAV, risk, minimum, fees, the brand's cut-off and the expected dates. */
export function TermsPanel({ terms, side }: { terms: FundTradeTerms; side: 'subscribe' | 'redeem' }) {
  const { t } = useTranslation('fundTrading');
  const riskAbove = side === 'subscribe' && riskAboveClient(terms);
  return (
    <TicketPanel heading={t('ticket.terms.heading')} testId="ticket-terms">
      {terms.suspended && (
        <Alert color="danger" variant="light">
          {t('ticket.terms.suspended')}
        </Alert>
      )}
      {riskAbove && (
        <Alert color="warning" variant="light" data-testid="risk-warning">
          {t('ticket.terms.riskAbove')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label={t('ticket.terms.latestNav', { date: terms.latestNavDate })}>
          {formatNumber(terms.latestNav)} {terms.fundCurrency}
        </Fact>
        <Fact label={t('ticket.terms.riskLevel')}>
          <RiskLevelBadge level={terms.riskLevel} size="xs" />
        </Fact>
        <Fact label={t('ticket.terms.yourRiskLevel')}>
          <RiskLevelBadge level={terms.clientRiskLevel} size="xs" />
        </Fact>
        {side === 'subscribe' ? (
          <>
            <Fact label={t('ticket.terms.minimum')} testId="terms-minimum">
              {formatAmount(terms.minimumSubscription, terms.currencyPrecision)} {terms.fundCurrency}
            </Fact>
            <Fact label={t('ticket.terms.subscriptionFee')}>{formatNumber(terms.subscriptionFeePercent)}%</Fact>
          </>
        ) : (
          <Fact label={t('ticket.terms.redemptionFee')}>{formatNumber(terms.redemptionFeePercent)}%</Fact>
        )}
        <Fact label={t('ticket.terms.cutOffTime')} testId="terms-cut-off">
          {t('ticket.terms.cutOffValue', { time: terms.cutOffTime })}
        </Fact>
        <Fact label={t('ticket.terms.orderDate')}>{terms.orderDate}</Fact>
        <Fact label={t('ticket.terms.dealingDate')} testId="terms-dealing-date">
          {terms.dealingDate}
        </Fact>
        <Fact label={t('ticket.terms.settlementDate')} testId="terms-settlement-date">
          {terms.settlementDate}
        </Fact>
      </SimpleGrid>
      {terms.professionalOnly && (
        <Text size="sm" c="warning">
          {t('ticket.terms.professionalOnly')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('ticket.terms.businessDays')}
      </Text>
    </TicketPanel>
  );
}

/** Whether the fund's risk is above the client's (the server refuses it with riskLevelViolation). */
export function riskAboveClient(terms: FundTradeTerms): boolean {
  return riskRank(terms.riskLevel) > riskRank(terms.clientRiskLevel);
}
