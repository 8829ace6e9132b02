/* SPEC §2 /plans/talk: book a call with an advisor (a preferred time in Hong Kong, a topic, a plan if it is about
 * one, a note), which the advisor sees on their desk; and the client's requests so far. */
import {
  Alert,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { advisorCallTopics, type AdvisorCallRequest, type AdvisorCallTopic } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { useFundName } from '../../../shared/funds/fund-names';
import { usePhone } from '../../../shared/history-list/history-list';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TicketPage } from '../../../shared/ticket/ticket-parts';
import { oneLine } from '../../../shared/ui/money';
import { tabular } from '../../../shared/ui/tabular';
import { PlanQueryState } from '../research/research-states';
import { planQueryKey, usePlanAccount, usePlansApi } from '../plans-api';
import { useMySubscriptions } from './subscriptions-page';

export const maximumNoteLength = 1000;

/** A time typed in the form (yyyy-mm-ddThh:mm, Hong Kong) as an instant, or undefined when it is not one. */
export function hongKongInstant(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return undefined;
  const instant = new Date(`${local}:00+08:00`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

/** An instant as Hong Kong's yyyy-mm-dd hh:mm. */
export function hongKongTime(instant: string): string {
  const shifted = new Date(Date.parse(instant) + 8 * 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

export type TalkForm = {
  readonly time: string;
  readonly topic: AdvisorCallTopic | '';
  readonly planId: string;
  readonly note: string;
};

export type TalkErrors = {
  readonly time: 'required' | 'future' | undefined;
  readonly topic: 'required' | undefined;
  readonly note: 'noteLength' | undefined;
};

const noErrors: TalkErrors = { time: undefined, topic: undefined, note: undefined };

export function checkTalk(form: TalkForm, now: number) {
  const instant = hongKongInstant(form.time);
  const errors: TalkErrors = {
    time: form.time === '' ? 'required' : instant === undefined || Date.parse(instant) <= now ? 'future' : undefined,
    topic: form.topic === '' ? 'required' : undefined,
    note: form.note.trim().length > maximumNoteLength ? 'noteLength' : undefined,
  };
  const valid = instant !== undefined && errors.time === undefined && form.topic !== '' && errors.note === undefined;
  return {
    errors,
    input: valid
      ? { preferredAt: instant, topic: form.topic, note: form.note.trim(), planId: form.planId || null }
      : undefined,
  };
}

const emptyForm: TalkForm = { time: '', topic: '', planId: '', note: '' };

export function PlanTalkPage() {
  const { t } = useTranslation('planTrading');
  const api = usePlansApi();
  const account = usePlanAccount();
  const nameOf = useFundName();
  const subscriptions = useMySubscriptions();
  const [form, setForm] = useState<TalkForm>(emptyForm);
  const [showErrors, setShowErrors] = useState(false);
  // The moment the form was last touched: "after now" is checked against it (a render reads no clock).
  const [touchedAt, setTouchedAt] = useState(0);
  const requests = useQuery(
    {
      queryKey: [...planQueryKey, 'advisorCalls', account],
      queryFn: ({ signal }) =>
        account
          ? api.planSubscription.myAdvisorCallRequests(account, { signal })
          : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
  const book = useMutation(
    {
      mutationFn: (input: NonNullable<ReturnType<typeof checkTalk>['input']>) =>
        account
          ? api.planSubscription.requestAdvisorCall({ ...account, ...input })
          : Promise.reject(new Error('No session')),
      onSuccess: () => {
        setForm(emptyForm);
        setShowErrors(false);
        void queryClient.invalidateQueries({ queryKey: [...planQueryKey, 'advisorCalls'] });
      },
    },
    queryClient,
  );
  const checked = checkTalk(form, touchedAt);
  const errors = showErrors ? checked.errors : noErrors;
  const set = (field: keyof TalkForm) => (value: string) => {
    book.reset();
    setTouchedAt(Date.now());
    setForm((current) => ({ ...current, [field]: value }));
  };
  const plans = [...new Map((subscriptions.data?.subscriptions ?? []).map((one) => [one.planId, one])).values()];
  return (
    <TicketPage heading={t('talk.title')}>
      <Text size="sm" c="dimmed">
        {t('talk.intro')}
      </Text>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="form"
        aria-label={t('talk.title')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setShowErrors(true);
          if (checked.input) book.mutate(checked.input);
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="datetime-local"
              label={t('talk.preferredTime')}
              description={t('talk.preferredTimeDescription')}
              value={form.time}
              onChange={(event) => set('time')(event.currentTarget.value)}
              error={errors.time && t(`talk.errors.${errors.time}`)}
              required
              data-testid="talk-time"
            />
            <NativeSelect
              label={t('talk.topic')}
              description={t('talk.topicDescription')}
              data={[
                { value: '', label: '—' },
                ...advisorCallTopics.map((value) => ({ value, label: t(`talk.topics.${value}`) })),
              ]}
              value={form.topic}
              onChange={(event) => set('topic')(event.currentTarget.value)}
              error={errors.topic && t(`talk.errors.${errors.topic}`)}
              required
              data-testid="talk-topic"
            />
          </SimpleGrid>
          <NativeSelect
            label={t('talk.plan')}
            data={[
              { value: '', label: t('talk.noPlan') },
              ...plans.map((one) => ({ value: one.planId, label: nameOf(one.planNames) })),
            ]}
            value={form.planId}
            onChange={(event) => set('planId')(event.currentTarget.value)}
            data-testid="talk-plan"
          />
          <Textarea
            label={t('talk.note')}
            placeholder={t('talk.notePlaceholder')}
            autosize
            minRows={3}
            value={form.note}
            onChange={(event) => set('note')(event.currentTarget.value)}
            error={errors.note && t(`talk.errors.${errors.note}`)}
            data-testid="talk-note"
          />
          {book.isSuccess && (
            <Alert color="success" variant="light" role="status" data-testid="talk-booked">
              {t('talk.booked')}
            </Alert>
          )}
          {book.isError && (
            <Alert color="danger" variant="light" role="alert">
              {t('talk.failed')}
            </Alert>
          )}
          <div>
            <Button
              type="submit"
              loading={book.isPending}
              disabled={showErrors && !checked.input}
              data-testid="talk-submit"
            >
              {t('talk.submit')}
            </Button>
          </div>
        </Stack>
      </Paper>
      <Title order={2} size="h4">
        {t('talk.requests')}
      </Title>
      {requests.data === undefined ? (
        <PlanQueryState loading={!requests.isError} error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data.requests.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="talk-empty">
          {t('talk.noRequests')}
        </Text>
      ) : (
        <CallRequests requests={requests.data.requests} />
      )}
    </TicketPage>
  );
}

function CallRequests({ requests }: { readonly requests: readonly AdvisorCallRequest[] }) {
  const { t } = useTranslation('planTrading');
  const phone = usePhone();
  if (phone)
    return (
      <Stack gap="xs" data-testid="talk-requests">
        {requests.map((request) => (
          <Paper key={request.requestId} withBorder radius="md" p="sm" data-testid="talk-request">
            <Text size="sm" fw={600} style={tabular}>
              {hongKongTime(request.preferredAt)} · {t(`talk.topics.${request.topic}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`talk.requestStatuses.${request.status}`)}
              {request.note ? ` · ${request.note}` : ''}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table data-testid="talk-requests">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('talk.columns.time')}</Table.Th>
          <Table.Th>{t('talk.columns.topic')}</Table.Th>
          <Table.Th>{t('talk.columns.status')}</Table.Th>
          <Table.Th>{t('talk.columns.note')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {requests.map((request) => (
          <Table.Tr key={request.requestId} data-testid="talk-request">
            <Table.Td style={{ ...tabular, ...oneLine }}>{hongKongTime(request.preferredAt)}</Table.Td>
            <Table.Td>{t(`talk.topics.${request.topic}`)}</Table.Td>
            <Table.Td>{t(`talk.requestStatuses.${request.status}`)}</Table.Td>
            <Table.Td>{request.note}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
