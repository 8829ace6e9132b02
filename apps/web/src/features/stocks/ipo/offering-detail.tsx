/* An IPO offering opened: its facts, the allotment table and prospectus, and the ticket while it is open. */
import { Anchor, Button, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { languages } from '@portal/contract/domain/language';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { ipoResultCatalogue } from '@portal/contract/domain/order/ipo-results';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { resultFailure } from '../../../shared/ticket/order-failure';
import { OrderFailureAlert, tabular } from '../../../shared/ticket/ticket-parts';
import { useStockApi } from '../market/stock-api';
import { hongKongMoment } from './ipo-format';
import { Failed, Waiting } from './ipo-states';
import { IpoTicket, ipoFailureOf } from './ipo-ticket';
import { OfferingCard } from './offering-card';

/** Each language's link text key (keys are words, ADR 027). */
const prospectusKeys = { en: 'en', 'zh-HK': 'zhHK', 'zh-CN': 'zhCN' } as const;

export function OfferingDetailView({
  account,
  offeringId,
  onBack,
}: {
  account: TradingAccount;
  offeringId: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('stockIpo');
  const language = useShownLanguage();
  const client = useStockApi();
  const detail = useQuery(
    {
      queryKey: ['stockIpo', 'ipoDetail', account, offeringId],
      queryFn: ({ signal }) => client.stockIpo.ipoDetail({ ...account, offeringId }, { signal }),
    },
    queryClient,
  );
  const back = (
    <Group>
      <Button variant="subtle" onClick={onBack} data-testid="back-to-list">
        {t('offering.back')}
      </Button>
    </Group>
  );
  if (detail.isPending) return <Waiting />;
  if (detail.isError) {
    // An offering the server does not know (a stale or mistyped link, or an id it refuses as malformed input) says
    // so; anything else may pass on a retry.
    const failure = ipoFailureOf(detail.error);
    return (
      <Stack>
        {back}
        {failure.kind === 'result' || failure.kind === 'input' ? (
          <OrderFailureAlert
            failure={failure.kind === 'input' ? resultFailure(ipoResultCatalogue, 'ipoNotFound') : failure}
            testId="offering-failure"
          />
        ) : (
          <Failed onRetry={() => void detail.refetch()} />
        )}
      </Stack>
    );
  }
  const offering = detail.data;
  return (
    <Stack gap="md" data-testid="offering-detail">
      {back}
      <OfferingCard offering={offering} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} size="h4">
              {t('offering.allotmentTable')}
            </Title>
            <Group gap="xs" data-testid="prospectus-links">
              <Text size="sm">{t('offering.prospectus')}:</Text>
              {languages.map((shown) => (
                <Anchor
                  key={shown}
                  size="sm"
                  href={`${offering.prospectusUrl}?language=${encodeURIComponent(shown)}`}
                  lang={shown}
                  download
                >
                  {t(`offering.prospectusIn.${prospectusKeys[shown]}`)}
                </Anchor>
              ))}
            </Group>
          </Group>
          {/* Focusable, so the keyboard can scroll the table (axe: scrollable-region-focusable). */}
          <ScrollArea.Autosize
            mah={280}
            type="auto"
            viewportProps={{ tabIndex: 0, 'aria-label': t('offering.allotmentTable') }}
          >
            <Table striped stickyHeader data-testid="allotment-table" aria-label={t('offering.allotmentTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th ta="right">{t('offering.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('offering.amount', { currency: offering.currency })}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {offering.allotmentTable.map((line) => (
                  <Table.Tr key={line.quantity}>
                    <Table.Td ta="right" style={tabular}>
                      {formatNumber(line.quantity)}
                    </Table.Td>
                    <Table.Td ta="right" style={tabular}>
                      {formatAmount(line.amount, 2)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Text size="xs" c="dimmed">
            {t('offering.amountNote')}
          </Text>
        </Stack>
      </Paper>
      {offering.applicationId !== null ? (
        <Text data-testid="already-applied">{t('offering.alreadyApplied')}</Text>
      ) : offering.phase === 'open' ? (
        <IpoTicket account={account} detail={offering} key={`${offering.offeringId}-${language}`} />
      ) : offering.phase === 'upcoming' ? (
        <Text c="dimmed">{t('offering.notOpen', { date: hongKongMoment(offering.openAt) })}</Text>
      ) : (
        <Text c="dimmed">{t('offering.closedNote')}</Text>
      )}
    </Stack>
  );
}
