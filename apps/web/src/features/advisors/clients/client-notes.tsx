/* The notes advisors keep on a client (issue 28 part 3): newest first with older ones on demand, a new note, and the
 * caller's own notes changed or deleted (after asking). Plain text: React writes it as text, never as HTML. */
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ClientNote } from '@portal/contract';
import { maximumClientNoteLength } from '@portal/contract/domain/advisor-client';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { formatNumber } from '@portal/contract/domain/number-format';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { keysetListQuery, useHistoryList } from '../../../shared/history-list/history-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DangerConfirmDialog } from '../../../shared/ui/confirm-actions';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { advisorClientsKey, fieldErrorsOf, useAdvisorClientsApi } from './clients-api';

type Client = { readonly accountCode: string };

/** What is wrong with a note's text, beside the field; undefined when it may be sent. */
function useTextProblem(): (text: string) => string | undefined {
  const { t } = useTranslation('advisorClients');
  return (text) =>
    text.trim().length > maximumClientNoteLength
      ? t('details.notes.tooLong', { maximum: formatNumber(String(maximumClientNoteLength)) })
      : undefined;
}

/** A note's text with its count, its refusal beside it, a failure under it, and the form's buttons. */
function NoteForm({
  label,
  value,
  onChange,
  error,
  failed,
  pending,
  submitLabel,
  submitDisabled,
  onSubmit,
  onCancel,
  testIds,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly error: string | undefined;
  /** The last sending failed for another reason than the text. */
  readonly failed: boolean;
  readonly pending: boolean;
  readonly submitLabel: string;
  readonly submitDisabled: boolean;
  readonly onSubmit: () => void;
  readonly onCancel?: () => void;
  readonly testIds: { readonly text: string; readonly submit: string };
}) {
  const { t } = useTranslation('advisorClients');
  const small = onCancel === undefined ? undefined : 'xs';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          placeholder={t('details.notes.placeholder')}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          minRows={3}
          error={error}
          description={t('details.notes.characters', {
            count: formatNumber(String(value.trim().length)),
            maximum: formatNumber(String(maximumClientNoteLength)),
          })}
          data-testid={testIds.text}
        />
        {failed && (
          <Text size="sm" c="danger" role="alert">
            {t('details.notes.failed')}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" size={small} loading={pending} disabled={submitDisabled} data-testid={testIds.submit}>
            {submitLabel}
          </Button>
          {onCancel !== undefined && (
            <Button size={small} variant="default" onClick={onCancel}>
              {t('details.notes.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function NoteItem({
  client,
  note,
  onChanged,
}: {
  readonly client: Client;
  readonly note: ClientNote;
  readonly onChanged: () => void;
}) {
  const { t } = useTranslation('advisorClients');
  const zone = useBrand().marketTimeZone;
  const api = useAdvisorClientsApi();
  const problemOf = useTextProblem();
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const [deleting, setDeleting] = useState(false);
  const edit = useMutation(
    {
      mutationFn: (text: string) => api.advisorClient.editClientNote({ ...client, noteId: note.noteId, text }),
      onSuccess: () => {
        setEditing(undefined);
        onChanged();
      },
    },
    queryClient,
  );
  const remove = useMutation(
    {
      mutationFn: () => api.advisorClient.deleteClientNote({ ...client, noteId: note.noteId }),
      onSuccess: () => {
        setDeleting(false);
        onChanged();
      },
    },
    queryClient,
  );
  const when = (instant: string) => ({ date: formatDate(instant, zone), time: formatTime24(instant, zone) });
  const author = `${note.author.displayName} (${note.author.accountCode})`;
  const editProblem = editing === undefined ? undefined : (problemOf(editing) ?? fieldErrorsOf(edit.error).get('text'));
  return (
    <Paper withBorder radius="md" p="sm" data-testid="client-note" data-note-id={note.noteId}>
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {t('details.notes.written', { ...when(note.createdAt), author })}
          {note.editedAt !== null && ` · ${t('details.notes.edited', when(note.editedAt))}`}
        </Text>
        {editing === undefined ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="note-text">
            {note.text}
          </Text>
        ) : (
          <NoteForm
            label={t('details.notes.editLabel')}
            value={editing}
            onChange={setEditing}
            error={editProblem}
            failed={edit.isError && editProblem === undefined}
            pending={edit.isPending}
            submitLabel={t('details.notes.save')}
            submitDisabled={editing.trim() === '' || editProblem !== undefined}
            onSubmit={() => {
              if (editing.trim() !== '' && problemOf(editing) === undefined) edit.mutate(editing);
            }}
            onCancel={() => setEditing(undefined)}
            testIds={{ text: 'edit-note-text', submit: 'save-note' }}
          />
        )}
        {note.own && editing === undefined && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              onClick={() => setEditing(note.text)}
              aria-label={`${t('details.notes.edit')}: ${note.text.slice(0, 40)}`}
              data-testid="edit-note"
            >
              {t('details.notes.edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="danger"
              onClick={() => setDeleting(true)}
              aria-label={`${t('details.notes.delete')}: ${note.text.slice(0, 40)}`}
              data-testid="delete-note"
            >
              {t('details.notes.delete')}
            </Button>
          </Group>
        )}
      </Stack>
      <DangerConfirmDialog
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('details.notes.deleteTitle')}
        keepLabel={t('details.notes.keep')}
        confirmLabel={t('details.notes.deleteConfirm')}
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
        confirmTestId="confirm-delete-note"
      >
        <Text size="sm">{t('details.notes.deleteBody')}</Text>
        {remove.isError && (
          <Text size="sm" c="danger" role="alert">
            {t('details.notes.failed')}
          </Text>
        )}
      </DangerConfirmDialog>
    </Paper>
  );
}

export function ClientNotes({ client }: { readonly client: Client }) {
  const { t } = useTranslation('advisorClients');
  const api = useAdvisorClientsApi();
  const problemOf = useTextProblem();
  const notesKey = [...advisorClientsKey, 'clientNotes', client.accountCode] as const;
  const list = useHistoryList(
    keysetListQuery({
      queryKey: notesKey,
      fetchPage: (start, signal) => api.advisorClient.clientNotes({ ...client, ...start }, { signal }),
    }),
    (page) => page.notes,
  );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notesKey });
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const add = useMutation(
    {
      mutationFn: () => api.advisorClient.addClientNote({ ...client, text }),
      onSuccess: () => {
        setText('');
        setTried(false);
        refresh();
      },
    },
    queryClient,
  );
  const problem =
    problemOf(text) ??
    (tried && text.trim() === '' ? t('details.notes.required') : fieldErrorsOf(add.error).get('text'));
  let notes;
  if (list.rows === undefined) {
    notes = list.failed ? (
      <RetryAlert message={t('details.notes.loadFailed')} retryLabel={t('details.notes.retry')} onRetry={list.retry} />
    ) : (
      <LoadingStatus text={t('details.notes.loading')} />
    );
  } else if (list.rows.length === 0) {
    notes = (
      <Text size="sm" c="dimmed" data-testid="notes-empty">
        {t('details.notes.empty')}
      </Text>
    );
  } else {
    notes = (
      <Stack gap="xs" data-testid="client-notes">
        {list.rows.map((note) => (
          <NoteItem key={note.noteId} client={client} note={note} onChanged={refresh} />
        ))}
        {list.failedMore && (
          <RetryAlert
            message={t('details.notes.loadFailed')}
            retryLabel={t('details.notes.retry')}
            onRetry={list.loadMore}
          />
        )}
        {list.hasMore && (
          <Group justify="center">
            <Button variant="default" onClick={list.loadMore} loading={list.loadingMore} data-testid="more-notes">
              {t('details.notes.more')}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="client-notes-heading">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="client-notes-heading">
            {t('details.notes.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('details.notes.intro')}
          </Text>
        </Stack>
        <NoteForm
          label={t('details.notes.newNote')}
          value={text}
          onChange={setText}
          error={problem}
          failed={add.isError && fieldErrorsOf(add.error).size === 0}
          pending={add.isPending}
          submitLabel={t('details.notes.add')}
          submitDisabled={problemOf(text) !== undefined}
          onSubmit={() => {
            setTried(true);
            if (text.trim() !== '' && problemOf(text) === undefined) add.mutate();
          }}
          testIds={{ text: 'new-note', submit: 'add-note' }}
        />
        {notes}
      </Stack>
    </Paper>
  );
}
