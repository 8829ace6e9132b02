/* SPEC §2 /advisors/advancedSearch (issue 28 part 2): a manager's advisor filter, the criteria, saved searches, the
 * clients found (sortable, keyset-paged, a card each on a phone) and their CSV export. */
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ClientSearchCriteriaInput, ClientSearchPage } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { keysetListQuery, useHistoryList } from '../../../shared/history-list/history-query';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CsvExportButton } from '../../../shared/ui/csv-export-button';
import { AdvisorFilter } from './advisor-filter';
import { ClientResults } from './client-results';
import { advisorClientsKey, fieldErrorsOf, useAdvisorClientsApi, useDeskViewer } from './clients-api';
import { SavedSearches } from './saved-searches';
import { SearchFilters } from './search-filters';
import { criteriaOf, emptySearchForm, formOf, paramsOfSearch, searchOfParams, type SearchForm } from './search-form';

const pageSize = 25;

export function AdvancedSearchPage() {
  const { t } = useTranslation('advisorClients');
  const language = useShownLanguage();
  const api = useAdvisorClientsApi();
  const viewer = useDeskViewer();
  const [params, setParams] = useSearchParams();
  const { criteria, advisorCode } = searchOfParams(params);
  const [form, setForm] = useState<SearchForm>(() => formOf(criteria));
  const apply = (next: ClientSearchCriteriaInput, advisor: string | undefined = advisorCode) =>
    setParams(paramsOfSearch(next, advisor), { replace: true });

  const input = { ...(advisorCode === undefined ? {} : { advisorCode }), criteria };
  const query = keysetListQuery<ClientSearchPage>({
    queryKey: [...advisorClientsKey, 'searchClients', input],
    fetchPage: (start, signal) => api.advisorClient.searchClients({ ...input, ...start, pageSize }, { signal }),
  });
  const list = useHistoryList(query, (page) => page.rows);
  // The same query as the list's (one cache entry): the first page says the currency and the advisors in view.
  const search = useInfiniteQuery(query, queryClient);
  const first = search.data?.pages[0];
  const currency = first?.reportingCurrency ?? 'HKD';
  const manager = (first?.viewerRole ?? viewer?.role) === 'manager';
  const sort = { sortBy: form.sortBy, direction: form.direction };

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>{t('heading')}</Title>
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
          </Stack>
          {manager && first !== undefined && (
            <AdvisorFilter
              advisors={first.advisors}
              value={advisorCode}
              onChange={(advisor) => {
                setForm({ ...form, holdingId: '' });
                apply(criteriaOf({ ...form, holdingId: '' }), advisor);
              }}
            />
          )}
        </Group>
        <SearchFilters
          form={form}
          onForm={setForm}
          onSearch={() => apply(criteriaOf(form))}
          onClear={() => {
            setForm(emptySearchForm);
            apply({});
          }}
          advisorCode={advisorCode}
          currency={currency}
          serverErrors={fieldErrorsOf(search.error)}
        />
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <SavedSearches
            criteria={criteria}
            onRun={(saved) => {
              const next = formOf(saved.criteria);
              setForm(next);
              apply(criteriaOf(next));
            }}
          />
          <CsvExportButton
            fetchFile={() => api.advisorClient.exportClientSearch({ ...input, language })}
            label={t('export.label')}
            failedText={t('export.failed')}
            doneText={(rows) => t('export.done', { count: rows })}
          />
        </Group>
        {list.rows !== undefined && list.rows.length > 0 && (
          <Text size="sm" c="dimmed" role="status" data-testid="clients-shown">
            {t('results.shown', { count: list.rows.length })}
          </Text>
        )}
        <ClientResults
          list={list}
          currency={currency}
          sort={sort}
          onSort={(next) => {
            const sorted = { ...form, ...next };
            setForm(sorted);
            apply(criteriaOf({ ...formOf(criteria), ...next }));
          }}
          showAdvisor={manager}
        />
      </Stack>
    </Container>
  );
}
