/* Named searches (issue 28 part 2): pick one to run it, save the search on the page under a name, delete one after
 * asking. Each advisor's (or manager's) own. */
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ClientSearchCriteriaInput, SavedClientSearch } from '@portal/contract';
import { maximumSavedSearchNameLength } from '@portal/contract/domain/advisor-client';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DangerConfirmDialog } from '../../../shared/ui/confirm-actions';
import { advisorClientsKey, fieldErrorsOf, useAdvisorClientsApi } from './clients-api';

const savedKey = [...advisorClientsKey, 'savedClientSearches'] as const;

export function SavedSearches({
  criteria,
  onRun,
}: {
  /** The search on the page now: what Save keeps. */
  readonly criteria: ClientSearchCriteriaInput;
  readonly onRun: (search: SavedClientSearch) => void;
}) {
  const { t } = useTranslation('advisorClients');
  const api = useAdvisorClientsApi();
  const saved = useQuery(
    { queryKey: savedKey, queryFn: ({ signal }) => api.advisorClient.savedClientSearches({}, { signal }) },
    queryClient,
  );
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [naming, setNaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [name, setName] = useState('');
  const [savedAs, setSavedAs] = useState<string | undefined>(undefined);
  const searches = saved.data?.searches ?? [];
  const chosen = searches.find((search) => search.searchId === chosenId);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: savedKey });

  const save = useMutation(
    {
      mutationFn: () => api.advisorClient.saveClientSearch({ name: name.trim(), criteria }),
      onSuccess: (search) => {
        setNaming(false);
        setName('');
        setChosenId(search.searchId);
        setSavedAs(search.name);
        refresh();
      },
    },
    queryClient,
  );
  const remove = useMutation(
    {
      mutationFn: (searchId: string) => api.advisorClient.deleteClientSearch({ searchId }),
      onSuccess: () => {
        setDeleting(false);
        setChosenId(null);
        setSavedAs(undefined);
        refresh();
      },
    },
    queryClient,
  );
  const nameProblem =
    name.trim() === ''
      ? undefined
      : name.trim().length > maximumSavedSearchNameLength
        ? t('saved.failed')
        : fieldErrorsOf(save.error).get('name');
  const submitName = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') save.mutate();
  };

  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('saved.label')}
          placeholder={searches.length === 0 ? t('saved.none') : t('saved.choose')}
          data={searches.map((search) => ({ value: search.searchId, label: search.name }))}
          value={chosenId}
          onChange={(searchId) => {
            setChosenId(searchId);
            setSavedAs(undefined);
            const search = searches.find((candidate) => candidate.searchId === searchId);
            if (search !== undefined) onRun(search);
          }}
          disabled={searches.length === 0}
          error={saved.isError ? t('saved.loadFailed') : undefined}
          w={260}
          data-testid="saved-searches"
        />
        <Button variant="default" onClick={() => setNaming(true)} data-testid="save-search">
          {t('saved.save')}
        </Button>
        {chosen !== undefined && (
          <Button variant="subtle" color="danger" onClick={() => setDeleting(true)} data-testid="delete-search">
            {t('saved.delete')}
          </Button>
        )}
      </Group>
      {savedAs !== undefined && (
        <Text size="sm" c="success" role="status">
          {t('saved.savedAs', { name: savedAs })}
        </Text>
      )}
      <Modal opened={naming} onClose={() => setNaming(false)} title={t('saved.save')} centered>
        <form onSubmit={submitName} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('saved.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameProblem}
              maxLength={maximumSavedSearchNameLength}
              data-autofocus
              data-testid="saved-search-name"
            />
            {save.isError && nameProblem === undefined && (
              <Text size="sm" c="danger" role="alert">
                {t('saved.failed')}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setNaming(false)}>
                {t('saved.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={name.trim() === ''} data-testid="confirm-save">
                {t('saved.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <DangerConfirmDialog
        opened={deleting && chosen !== undefined}
        onClose={() => setDeleting(false)}
        title={t('saved.deleteTitle')}
        keepLabel={t('saved.keep')}
        confirmLabel={t('saved.deleteConfirm')}
        onConfirm={() => chosen !== undefined && remove.mutate(chosen.searchId)}
        pending={remove.isPending}
        confirmTestId="confirm-delete-search"
      >
        <Text size="sm">{t('saved.deleteBody', { name: chosen?.name ?? '' })}</Text>
        {remove.isError && (
          <Text size="sm" c="danger" role="alert">
            {t('saved.failed')}
          </Text>
        )}
      </DangerConfirmDialog>
    </Stack>
  );
}
