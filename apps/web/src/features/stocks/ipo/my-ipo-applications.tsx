/* The client's IPO applications: a row each with its status, allotment and refund, and a cancel while it may be. */
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { IpoApplication } from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { ipoResultCatalogue } from '@portal/contract/domain/order/ipo-results';
import { ipoApplicationStatusLabels } from '@portal/contract/domain/stock/ipo';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { orderFailureOf } from '../../../shared/ticket/order-failure';
import { OrderFailureAlert, tabular } from '../../../shared/ticket/ticket-parts';
import { rowActionName } from '../../../shared/ui/row-action';
import { useStockApi } from '../market/stock-api';
import { hongKongMoment, ipoStatusColours } from './ipo-format';
import { Failed, Waiting } from './ipo-states';

function ApplicationRow({ account, application }: { account: TradingAccount; application: IpoApplication }) {
  const { t } = useTranslation('stockIpo');
  const language = useShownLanguage();
  const client = useStockApi();
  const cache = useQueryClient(queryClient);
  const [asking, setAsking] = useState(false);
  const cancel = useMutation(
    {
      mutationFn: () => client.stockIpo.cancelIpoApplication({ ...account, applicationId: application.applicationId }),
      onSuccess: () => {
        setAsking(false);
        void cache.invalidateQueries({ queryKey: ['stockIpo'] });
      },
    },
    queryClient,
  );
  const money = (value: string | null) => (value === null ? '—' : `${application.currency} ${formatAmount(value, 2)}`);
  const failure = cancel.isError ? orderFailureOf(cancel.error, { catalogue: ipoResultCatalogue }) : undefined;
  return (
    <Table.Tr data-testid={`application-${application.applicationId}`}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {application.names[language]}
        </Text>
        <Text size="xs" c="dimmed">
          {application.code} · {application.applicationId}
        </Text>
      </Table.Td>
      <Table.Td>{t(`ticket.types.${application.applicationType}`)}</Table.Td>
      <Table.Td ta="right" style={tabular}>
        {formatNumber(application.quantity)}
      </Table.Td>
      <Table.Td ta="right" style={tabular}>
        {money(application.amount)}
      </Table.Td>
      <Table.Td ta="right" style={tabular}>
        {money(application.holdAmount)}
      </Table.Td>
      <Table.Td>
        <Badge color={ipoStatusColours[application.status]} variant="light" data-testid="application-status">
          {ipoApplicationStatusLabels[application.status][language]}
        </Badge>
      </Table.Td>
      <Table.Td ta="right" style={tabular} data-testid="application-allotted">
        {application.allottedQuantity === null
          ? t('mine.pendingResult', { date: hongKongMoment(application.resultAt) })
          : formatNumber(application.allottedQuantity)}
      </Table.Td>
      <Table.Td ta="right" style={tabular} data-testid="application-refund">
        {money(application.refundAmount)}
      </Table.Td>
      <Table.Td>
        {application.cancellable &&
          (asking ? (
            <Stack gap={4}>
              <Text size="xs">{t('mine.cancelConfirm', { applicationId: application.applicationId })}</Text>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  color="danger"
                  loading={cancel.isPending}
                  onClick={() => cancel.mutate()}
                  data-testid="confirm-cancel"
                >
                  {t('mine.cancelYes')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setAsking(false)}>
                  {t('mine.cancelNo')}
                </Button>
              </Group>
              <OrderFailureAlert failure={failure} />
            </Stack>
          ) : (
            <Button
              size="xs"
              variant="outline"
              onClick={() => setAsking(true)}
              aria-label={rowActionName(t('mine.cancel'), application.applicationId)}
              data-testid="cancel-application"
            >
              {t('mine.cancel')}
            </Button>
          ))}
      </Table.Td>
    </Table.Tr>
  );
}

export function MyApplications({ account }: { account: TradingAccount }) {
  const { t } = useTranslation('stockIpo');
  const client = useStockApi();
  const list = useQuery(
    {
      queryKey: ['stockIpo', 'myIpoApplications', account],
      queryFn: ({ signal }) => client.stockIpo.myIpoApplications(account, { signal }),
    },
    queryClient,
  );
  if (list.isPending) return <Waiting />;
  if (list.isError) return <Failed onRetry={() => void list.refetch()} />;
  if (list.data.applications.length === 0) {
    return (
      <Text c="dimmed" data-testid="empty">
        {t('empty.mine')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped data-testid="my-applications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('mine.offering')}</Table.Th>
            <Table.Th>{t('mine.type')}</Table.Th>
            <Table.Th ta="right">{t('mine.quantity')}</Table.Th>
            <Table.Th ta="right">{t('mine.amount')}</Table.Th>
            <Table.Th ta="right">{t('mine.held')}</Table.Th>
            <Table.Th>{t('mine.status')}</Table.Th>
            <Table.Th ta="right">{t('mine.allotted')}</Table.Th>
            <Table.Th ta="right">{t('mine.refund')}</Table.Th>
            <Table.Th aria-label={t('mine.cancel')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.applications.map((application) => (
            <ApplicationRow key={application.applicationId} account={account} application={application} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
