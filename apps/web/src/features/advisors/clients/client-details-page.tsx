/* SPEC §2 /advisors/details (issue 28 part 3): one client of the book as its advisor (or the advisor's manager) sees
 * them — the record and risk profile, the holdings across areas, orders and cash, the notes — with the two ways to act
 * for them; without ?accountCode= a picker of the book's clients. */
import { Anchor, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { ClientActions } from './client-actions';
import { ClientActivitySection } from './client-activity';
import { ClientHoldings } from './client-holdings';
import { ClientNotes } from './client-notes';
import { ClientPicker } from './client-picker';
import { ClientProfileCard, ClientRiskCard } from './client-profile';
import { advisorClientsKey, isNotInBook, useAdvisorClientsApi } from './clients-api';

const accountCodePattern = /^[A-Za-z0-9._-]{1,32}$/;

export function ClientDetailsPage() {
  const { t } = useTranslation('advisorClients');
  const [params] = useSearchParams();
  const requested = params.get('accountCode')?.trim() ?? '';
  const accountCode = accountCodePattern.test(requested) ? requested.toUpperCase() : undefined;
  return (
    <Container size="xl" py="lg">
      {accountCode === undefined ? (
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1}>{t('details.pickerHeading')}</Title>
            <Text size="sm" c="dimmed">
              {t('details.pickerIntro')}
            </Text>
          </Stack>
          <ClientPicker />
        </Stack>
      ) : (
        <ClientDetailsOf accountCode={accountCode} />
      )}
    </Container>
  );
}

function ClientDetailsOf({ accountCode }: { readonly accountCode: string }) {
  const { t } = useTranslation('advisorClients');
  const api = useAdvisorClientsApi();
  const client = { accountCode };
  const details = useQuery(
    {
      queryKey: [...advisorClientsKey, 'clientDetails', accountCode],
      queryFn: ({ signal }) => api.advisorClient.clientDetails(client, { signal }),
      retry: (failures, error) => !isNotInBook(error) && failures < 2,
    },
    queryClient,
  );
  const back = (
    <Anchor component={Link} to="/advisors/advancedSearch" size="sm">
      {t('details.back')}
    </Anchor>
  );
  if (details.data === undefined) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('details.pickerHeading')}</Title>
        {details.isError ? (
          isNotInBook(details.error) ? (
            <Text data-testid="client-not-found">{t('details.notFound')}</Text>
          ) : (
            <RetryAlert
              message={t('details.loadFailed')}
              retryLabel={t('results.retry')}
              onRetry={() => void details.refetch()}
            />
          )
        ) : (
          <LoadingStatus text={t('details.loading')} />
        )}
        {back}
      </Stack>
    );
  }
  const { profile } = details.data;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        {back}
        <Title order={1}>{t('details.heading', { name: profile.names.english, code: profile.accountCode })}</Title>
        {profile.names.chinese !== null && (
          <Text size="lg" c="dimmed" lang="zh-Hant">
            {profile.names.chinese}
          </Text>
        )}
      </Stack>
      <ClientActions details={details.data} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ClientProfileCard details={details.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ClientRiskCard details={details.data} />
        </Grid.Col>
      </Grid>
      <ClientHoldings client={client} />
      <ClientActivitySection client={client} />
      <ClientNotes client={client} />
    </Stack>
  );
}
