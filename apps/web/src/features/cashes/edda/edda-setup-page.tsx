/* SPEC §2 cashes/sdda. The page holds the overview query and the layout; the authorisations (edda-authorisations.tsx)
 * and the set-up ticket (edda-setup-ticket.tsx) stand beside it. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryState, TicketPage } from '../../../shared/ticket/ticket-parts';
import { useDepositAccount } from '../deposit/deposit-api';
import { EddaAuthorisations } from './edda-authorisations';
import { useEddaOverview } from './edda-overview';
import { EddaSetupTicket } from './edda-setup-ticket';

/** SPEC §2 cashes/sdda: the account's direct debit authorisations, and setting up a new one after the agreement. */
export function EddaSetupPage() {
  const { t } = useTranslation('cashEdda');
  const account = useDepositAccount();
  const overview = useEddaOverview(account);
  if (!account) return null;
  return (
    <TicketPage heading={t('setup.heading')}>
      <Text size="sm">{t('setup.intro')}</Text>
      {overview.data === undefined ? (
        <QueryState failed={overview.isError} onRetry={() => void overview.refetch()} />
      ) : (
        <Stack gap="lg">
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('setup.mine')}
              </Title>
              <EddaAuthorisations account={account} overview={overview.data} />
            </Stack>
          </Paper>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('setup.newHeading')}
            </Title>
            <EddaSetupTicket account={account} overview={overview.data} />
          </Stack>
        </Stack>
      )}
    </TicketPage>
  );
}
