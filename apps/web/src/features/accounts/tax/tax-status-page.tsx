/* SPEC §2 /accounts/taxStatus. The page holds the status query, the notes and whether the certification on record
 * (current-certification.tsx) or the form (certification-form.tsx) shows. */
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryState, TicketPage } from '../../../shared/ticket/ticket-parts';
import { AccountChangeNotes } from '../account-change-notes';
import { useAccountKey, useAccountsApi } from '../accounts-api';
import { CertificationForm } from './certification-form';
import { CurrentCertification } from './current-certification';

/** SPEC §2 /accounts/taxStatus: the CRS / FATCA self-certification, editable where the brand allows (taxStatusEditable). */
export function TaxStatusPage() {
  const { t } = useTranslation('accountTax');
  const account = useAccountKey();
  const api = useAccountsApi();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const overview = useQuery(
    {
      queryKey: account ? ['accountTax', 'taxStatus', account] : ['accountTax'],
      queryFn: ({ signal }) =>
        account ? api.accountTax.taxStatus(account, { signal }) : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
  if (!account) return null;
  const data = overview.data;
  return (
    <TicketPage heading={t('heading')}>
      <Text size="sm">{t('pageIntro')}</Text>
      {data === undefined ? (
        <QueryState failed={overview.isError} onRetry={() => void overview.refetch()} />
      ) : (
        <Stack gap="lg">
          <AccountChangeNotes
            editable={data.editable}
            mayChange={data.mayChange}
            readOnlyText={t('readOnly')}
            readOnlyTestId="tax-status-read-only"
            adviseeText={t('adviseeNote')}
            adviseeTestId="tax-status-advisee"
          />
          {saved && !editing && (
            <Alert color="success" role="status" data-testid="tax-status-saved">
              {t('form.saved')}
            </Alert>
          )}
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {editing || (data.taxStatus === null && data.mayChange) ? t('form.title') : t('current.title')}
              </Title>
              {data.mayChange && (editing || data.taxStatus === null) ? (
                <CertificationForm
                  account={account}
                  overview={data}
                  onSaved={() => {
                    setEditing(false);
                    setSaved(true);
                  }}
                  onCancel={data.taxStatus === null ? undefined : () => setEditing(false)}
                />
              ) : data.taxStatus === null ? (
                <Text size="sm" c="dimmed" data-testid="tax-status-none">
                  {t('noneYet')}
                </Text>
              ) : (
                <>
                  <CurrentCertification status={data.taxStatus} />
                  {data.mayChange && (
                    <Group>
                      <Button
                        variant="light"
                        data-testid="tax-status-update"
                        onClick={() => {
                          setSaved(false);
                          setEditing(true);
                        }}
                      >
                        {t('current.update')}
                      </Button>
                    </Group>
                  )}
                </>
              )}
            </Stack>
          </Paper>
        </Stack>
      )}
    </TicketPage>
  );
}
