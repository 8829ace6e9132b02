/* A fund ticket opened without a fund: the catalogue's funds to subscribe to, or the client's holdings to sell. */
import { Anchor, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '@portal/contract/domain/number-format';
import { apiQueryOptions, useApiQuery } from '../../../shared/api/api-query';
import { queryClient } from '../../../shared/api/query-client';
import { useFundName } from '../../../shared/funds/fund-names';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { QueryState, TicketPanel, tabular } from '../../../shared/ticket/ticket-parts';

/** Picks a fund of the catalogue for a ticket: a search by name or code, each match a link to `basePath/id`. */
export function FundPicker({ basePath }: { basePath: string }) {
  const { t } = useTranslation('fundTrading');
  const language = useShownLanguage();
  const nameOf = useFundName();
  const [text, setText] = useState('');
  const search = useQuery(
    apiQueryOptions('fundDefinition', 'searchFunds', {
      ...(text.trim() ? { text: text.trim() } : {}),
      language,
      pageSize: 12,
    }),
    queryClient,
  );
  return (
    <TicketPanel heading={t('ticket.pickFund')} testId="fund-picker">
      <TextInput
        label={t('ticket.fundSearchLabel')}
        description={t('ticket.pickFundHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {search.data === undefined ? (
        <QueryState failed={search.isError} onRetry={() => void search.refetch()} />
      ) : search.data.funds.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('ticket.fundSearchEmpty')}
        </Text>
      ) : (
        <Stack gap={4}>
          {search.data.funds.map((fund) => (
            <PickLink
              key={fund.fundId}
              to={`${basePath}/${fund.fundId}`}
              testId="pick-fund"
              fundId={fund.fundId}
              name={nameOf(fund.names)}
              currency={fund.currency}
            >
              <RiskLevelBadge level={fund.riskLevel} size="xs" />
            </PickLink>
          ))}
        </Stack>
      )}
    </TicketPanel>
  );
}

/** A fund in a picker: its name, id and currency, what is said of it (children) on the right; a link to `to`. */
function PickLink(props: {
  to: string;
  testId: string;
  fundId: string;
  name: string;
  currency: string;
  children: ReactNode;
}) {
  return (
    <UnstyledButton
      component={Link}
      to={props.to}
      p="xs"
      data-testid={props.testId}
      data-fund-id={props.fundId}
      style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {/* The name wraps; what is said of the fund (a risk badge, units) keeps its whole width on a phone. */}
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {props.name}
          </Text>
          <Text size="xs" c="dimmed">
            {props.fundId} · {props.currency}
          </Text>
        </div>
        <div style={{ flexShrink: 0 }}>{props.children}</div>
      </Group>
    </UnstyledButton>
  );
}

/** Picks one of the client's holdings (units free to redeem or switch), each a link to `basePath/id`. */
export function HoldingPicker({ account, basePath }: { account: TradingAccount; basePath: string }) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  const portfolio = useApiQuery('fundHolding', 'fundPortfolio', { ...account });
  if (portfolio.data === undefined) {
    return <QueryState failed={portfolio.isError} onRetry={() => void portfolio.refetch()} />;
  }
  const holdings = portfolio.data.holdings;
  return (
    <TicketPanel heading={t('ticket.pickHolding')} testId="holding-picker">
      {holdings.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed" size="sm">
            {t('ticket.noHoldings')}
          </Text>
          <Anchor component={Link} to="/funds/search" size="sm">
            {t('common.searchFunds')}
          </Anchor>
        </Stack>
      ) : (
        holdings.map((holding) => (
          <PickLink
            key={holding.fundId}
            to={`${basePath}/${holding.fundId}`}
            testId="pick-holding"
            fundId={holding.fundId}
            name={nameOf(holding.fundNames)}
            currency={holding.currency}
          >
            <Text size="sm" style={tabular}>
              {t('ticket.holding.availableUnits')} {formatNumber(holding.availableUnits)}
            </Text>
          </PickLink>
        ))
      )}
    </TicketPanel>
  );
}
