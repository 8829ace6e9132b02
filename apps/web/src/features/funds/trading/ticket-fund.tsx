/* The head of a fund ticket: the fund it is for, its risk, and where to read of it or pick another. */
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { FundTradeTerms } from '@portal/contract';
import { useFundName } from '../../../shared/funds/fund-names';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** The fund a ticket is for: its name, id and risk level, and a link to pick another. */
export function TicketFund({ terms, changeTo }: { terms: FundTradeTerms; changeTo?: string }) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <div>
        <Text fw={600} size="lg" data-testid="ticket-fund">
          {nameOf(terms.fundNames)}
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {terms.fundId} · {terms.fundCurrency}
          </Text>
          <RiskLevelBadge level={terms.riskLevel} size="xs" />
        </Group>
      </div>
      <Group gap="sm">
        <Anchor component={Link} to={`/funds/detail/${terms.fundId}`} size="sm">
          {t('common.fundDetail')}
        </Anchor>
        {changeTo && (
          <Anchor component={Link} to={changeTo} size="sm">
            {t('ticket.changeFund')}
          </Anchor>
        )}
      </Group>
    </Group>
  );
}
