/* /advisors/details without a client (issue 28 part 3): a search box over the book by account code or name, each
 * match a link to its details. */
import { Anchor, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { clientDetailsPath } from './client-results';
import { advisorClientsKey, useAdvisorClientsApi } from './clients-api';

export function ClientPicker() {
  const { t } = useTranslation('advisorClients');
  const api = useAdvisorClientsApi();
  const [typed, setTyped] = useState('');
  const [text] = useDebouncedValue(typed.trim(), 250);
  // An account code is letters and digits; anything else (a Chinese name, a space) is looked up as a name only.
  const codeLike = /^[A-Za-z0-9._-]+$/.test(text);
  const searches = text.length < 2 ? [] : codeLike ? [{ codePrefix: text }, { name: text }] : [{ name: text }];
  const found = useQuery(
    {
      queryKey: [...advisorClientsKey, 'picker', text],
      queryFn: async ({ signal }) => {
        const pages = await Promise.all(
          searches.map((criteria) => api.advisorClient.searchClients({ criteria, pageSize: 10 }, { signal })),
        );
        const rows = pages.flatMap((page) => page.rows);
        return rows.filter((row, index) => rows.findIndex((other) => other.accountCode === row.accountCode) === index);
      },
      enabled: searches.length > 0,
    },
    queryClient,
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('details.pickerLabel')}>
      <Stack gap="sm">
        <TextInput
          label={t('details.pickerLabel')}
          description={t('details.pickerHint')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          data-testid="client-picker"
        />
        {searches.length > 0 &&
          (found.data === undefined ? (
            found.isError ? (
              <RetryAlert
                message={t('details.loadFailed')}
                retryLabel={t('results.retry')}
                onRetry={() => void found.refetch()}
              />
            ) : (
              <LoadingStatus text={t('results.loading')} />
            )
          ) : found.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('details.pickerEmpty')}
            </Text>
          ) : (
            <Stack
              gap={4}
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              data-testid="picked-clients"
            >
              {found.data.map((row) => (
                <li key={row.accountCode}>
                  <Anchor component={Link} to={clientDetailsPath(row.accountCode)}>
                    {row.names.english}
                    {row.names.chinese === null ? '' : ` ${row.names.chinese}`} ({row.accountCode})
                  </Anchor>
                </li>
              ))}
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}
