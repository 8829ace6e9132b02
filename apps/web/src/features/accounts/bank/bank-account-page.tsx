/* SPEC §2 /accounts/bank. The page holds the overview query, the notes and the layout; its parts stand beside it: the
 * list of accounts (bank-account-list.tsx) with each one's remove button (remove-bank-account-button.tsx), and the
 * form that adds one (add-bank-account-form.tsx) with its statement field, review and confirmation. */
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useStepUp } from '../../../shared/step-up/use-step-up';
import { QueryState, TicketPage } from '../../../shared/ticket/ticket-parts';
import { AccountChangeNotes } from '../account-change-notes';
import { useAccountKey, useAccountsApi, type AccountKey } from '../accounts-api';
import { AddBankAccountForm } from './add-bank-account-form';
import { BankAccountList } from './bank-account-list';

const overviewKey = (account: AccountKey) => ['accountBank', 'bankAccountOverview', account] as const;

/** SPEC §2 /accounts/bank: the client's registered bank accounts, adding one with a statement, removing one. */
export function BankAccountPage() {
  const { t } = useTranslation('accountBank');
  const account = useAccountKey();
  const api = useAccountsApi();
  const stepUp = useStepUp(api);
  const overview = useQuery(
    {
      queryKey: account ? overviewKey(account) : ['accountBank'],
      queryFn: ({ signal }) =>
        account ? api.accountBank.bankAccountOverview(account, { signal }) : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
  if (!account) return null;
  const askStepUp = () => stepUp.ask('bankAccount');
  const data = overview.data;
  return (
    <TicketPage heading={t('heading')}>
      {stepUp.dialog}
      <Text size="sm">{t('pageIntro')}</Text>
      <Group gap="md">
        <Anchor component={Link} to="/cashes/withdraw" size="sm">
          {t('withdrawLink')}
        </Anchor>
      </Group>
      {data === undefined ? (
        <QueryState failed={overview.isError} onRetry={() => void overview.refetch()} />
      ) : (
        <Stack gap="lg">
          <AccountChangeNotes
            editable={data.editable}
            mayChange={data.mayChange}
            readOnlyText={t('readOnly')}
            readOnlyTestId="bank-accounts-read-only"
            adviseeText={t('adviseeNote')}
            adviseeTestId="bank-accounts-advisee"
          />
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('list.title')}
              </Title>
              <BankAccountList account={account} overview={data} askStepUp={askStepUp} />
            </Stack>
          </Paper>
          {data.mayChange && (
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('form.title')}
              </Title>
              <AddBankAccountForm account={account} overview={data} askStepUp={askStepUp} />
            </Stack>
          )}
        </Stack>
      )}
    </TicketPage>
  );
}
