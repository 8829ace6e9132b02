import './trading-styles';
import { Anchor, Button, Container, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { accountDocumentKinds } from '@portal/contract';
import type { AccountDocument, AccountDocumentKind } from '@portal/contract';
import { useApiQuery } from '../../../shared/api/api-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryState, tabular } from '../../../shared/ticket/ticket-parts';
import { DateRangeInputs } from '../../../shared/ui/date-range-inputs';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';

export type DocumentFilters = {
  readonly kind: AccountDocumentKind | '';
  readonly fromDate: string;
  readonly toDate: string;
};
export const noDocumentFilters: DocumentFilters = { kind: '', fromDate: '', toDate: '' };

export type FundDocumentViewProps = {
  readonly filters: DocumentFilters;
  readonly onFilters: (filters: DocumentFilters) => void;
  /** The documents, or undefined while loading. */
  readonly documents?: readonly AccountDocument[];
  readonly failed: boolean;
  readonly onRetry: () => void;
};

/** SPEC §2 funds/document: the account's daily and monthly statements and other documents, newest first. */
export function FundDocumentView({ filters, onFilters, documents, failed, onRetry }: FundDocumentViewProps) {
  const { t } = useTranslation('fundTrading');
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('documents.heading')}
        </Title>
        <Paper withBorder radius="md" p="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('documents.kind')}
              value={filters.kind}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onFilters({ ...filters, kind: accountDocumentKinds.find((kind) => kind === value) ?? '' });
              }}
              data={[
                { value: '', label: t('documents.kinds.all') },
                ...accountDocumentKinds.map((kind) => ({ value: kind, label: t(`documents.kinds.${kind}`) })),
              ]}
              data-testid="document-kind"
            />
            <DateRangeInputs
              fromLabel={t('documents.from')}
              toLabel={t('documents.to')}
              fromDate={filters.fromDate}
              toDate={filters.toDate}
              onChange={(range) => onFilters({ ...filters, ...range })}
              testIdPrefix="document"
            />
            <Button variant="subtle" onClick={() => onFilters(noDocumentFilters)}>
              {t('history.filters.clear')}
            </Button>
          </Group>
        </Paper>
        {documents === undefined ? (
          <QueryState failed={failed} onRetry={onRetry} />
        ) : documents.length === 0 ? (
          <Text c="dimmed" data-testid="documents-empty">
            {t('documents.empty')}
          </Text>
        ) : (
          <>
            <Stack gap="xs" hiddenFrom="sm" data-testid="document-cards">
              {documents.map((document) => (
                <Paper key={document.documentId} withBorder radius="sm" p="sm">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {document.name}
                      </Text>
                      <Text size="xs" c="dimmed" style={tabular}>
                        {t(`documents.kinds.${document.kind}`)} · {document.date}
                      </Text>
                    </div>
                    <Anchor href={document.url} download={document.name} size="sm" style={{ flexShrink: 0 }}>
                      {t('documents.download')}
                    </Anchor>
                  </Group>
                </Paper>
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={640} visibleFrom="sm">
              <Table striped verticalSpacing="xs" style={tabular} data-testid="documents-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('documents.columns.date')}</Table.Th>
                    <Table.Th>{t('documents.columns.name')}</Table.Th>
                    <Table.Th>{t('documents.columns.kind')}</Table.Th>
                    <Table.Th>{t('documents.columns.period')}</Table.Th>
                    <Table.Th>{t('documents.columns.download')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {documents.map((document) => (
                    <Table.Tr key={document.documentId} data-testid="document-row" data-kind={document.kind}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{document.date}</Table.Td>
                      <Table.Td>{document.name}</Table.Td>
                      <Table.Td>{t(`documents.kinds.${document.kind}`)}</Table.Td>
                      <Table.Td>
                        {document.periodStart && document.periodEnd
                          ? document.periodStart === document.periodEnd
                            ? document.periodStart
                            : `${document.periodStart} – ${document.periodEnd}`
                          : t('common.none')}
                      </Table.Td>
                      <Table.Td>
                        <Anchor href={document.url} download={document.name} size="sm" data-testid="document-download">
                          {t('documents.download')}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Container>
  );
}

/** The accountDocuments input of the filters. */
export function documentInput(account: TradingAccount, filters: DocumentFilters) {
  return {
    ...account,
    kinds: filters.kind ? [filters.kind] : [],
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
}

export function FundDocumentPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <SignedInDocuments key={`${account.source}:${account.accountCode}`} account={account} />;
}

function SignedInDocuments({ account }: { account: TradingAccount }) {
  const [filters, setFilters] = useState<DocumentFilters>(noDocumentFilters);
  const documents = useApiQuery('fundDocument', 'accountDocuments', documentInput(account, filters));
  return (
    <FundDocumentView
      filters={filters}
      onFilters={setFilters}
      {...(documents.data ? { documents: documents.data.documents } : {})}
      failed={documents.isError}
      onRetry={() => void documents.refetch()}
    />
  );
}
