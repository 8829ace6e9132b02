import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession } from '../../../shared/session/session-store';
import { TicketPage } from '../../../shared/ticket/ticket-parts';
import { useWithdrawApi, withdrawQueryKeys } from './withdraw-api';
import { WithdrawalHistory } from './withdrawal-history';

/** SPEC §2 /cashes/withdraws/instruction: what happens after a withdrawal, and the client's withdrawals. */
export function WithdrawInstructionPage() {
  const { t } = useTranslation('cashWithdraw');
  const client = useWithdrawApi();
  const session = activeSession(useSessions());
  const account = session ? { accountCode: session.accountCode, source: session.source } : undefined;
  // The cut-off time the steps name (the form's terms, already cached after a withdrawal).
  const terms = useQuery(
    {
      queryKey: [...withdrawQueryKeys.terms, account],
      enabled: account !== undefined,
      queryFn: ({ signal }) =>
        client.cash.withdrawalTerms(account ?? { accountCode: '', source: 'gateway' }, { signal }),
    },
    queryClient,
  );
  const cutOff = terms.data?.cutOffTime ?? '—';
  return (
    <TicketPage heading={t('instruction.heading')}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('instruction.nextHeading')}
          </Title>
          <List type="ordered" spacing="xs" size="sm">
            <List.Item>{t('instruction.steps.held')}</List.Item>
            <List.Item>{t('instruction.steps.processing', { time: cutOff })}</List.Item>
            <List.Item>{t('instruction.steps.paid')}</List.Item>
            <List.Item>{t('instruction.steps.cancel')}</List.Item>
          </List>
          <Group>
            <Button component={Link} to="/cashes/withdraw" variant="light">
              {t('instruction.newWithdrawal')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Text component="div">
        <WithdrawalHistory />
      </Text>
    </TicketPage>
  );
}
