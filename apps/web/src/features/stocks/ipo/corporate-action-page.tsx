import { Badge, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ExactDecimal,
  type CorporateAction,
  type CorporateActionElection,
  type CorporateActionKind,
} from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { corporateActionResultCatalogue } from '@portal/contract/domain/order/corporate-action-results';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession } from '../../../shared/session/session-store';
import { orderFailureOf } from '../../../shared/ticket/order-failure';
import { useTicketFlow } from '../../../shared/ticket/ticket-flow';
import { ChoiceField } from '../../../shared/ticket/choice-field';
import { ConfirmStep, Fact, PlacedOrder, TicketForm } from '../../../shared/ticket/ticket-parts';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import type { ColourToken } from '../../../shared/ui/colour-tokens';
import { useStockApi } from '../market/stock-api';
import { hongKongMoment } from './ipo-format';

type Account = { readonly accountCode: string; readonly source: 'gateway' | 'fos' };
type ElectionInput = { readonly election: CorporateActionElection; readonly quantity?: string };

const statusColours = {
  announced: 'statusPending',
  recorded: 'statusSubmitted',
  applied: 'statusSettled',
} as const satisfies Record<CorporateAction['status'], ColourToken>;

/** The terms of an action as a sentence in the reader's language. */
function useTermsText(): (action: CorporateAction) => string {
  const { t } = useTranslation('stockIpo');
  return (action) =>
    t(`corporateAction.terms.${action.kind satisfies CorporateActionKind}`, {
      currency: action.currency,
      amount: action.cashPerShare ?? '',
      price: action.price === null ? '' : formatAmount(action.price, 2),
      new: action.ratioNew ?? '',
      old: action.ratioOld ?? '',
    });
}

/** A whole number of shares from 1 to `most`, or undefined. */
function subscribeQuantity(text: string, most: string): string | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,12}$/.test(trimmed)) return undefined;
  const value = new ExactDecimal(trimmed);
  return value.isZero() || value.greaterThan(most) ? undefined : value.toFixed();
}

function ElectionForm({ account, action }: { account: Account; action: CorporateAction }) {
  const { t } = useTranslation('stockIpo');
  const client = useStockApi();
  const cache = useQueryClient(queryClient);
  const entitled = action.entitlement?.entitledQuantity ?? '0';
  const rights = action.kind === 'rightsIssue';
  const [quantity, setQuantity] = useState(rights ? entitled : '');
  const [choice, setChoice] = useState<CorporateActionElection>(rights ? 'subscribe' : 'cash');
  const flow = useTicketFlow<ElectionInput, { action: CorporateAction; replayed: boolean }>({
    send: (input, clientReference) =>
      client.corporateAction.electCorporateAction({ ...account, actionId: action.actionId, clientReference, ...input }),
    readFailure: (error) => orderFailureOf(error, { catalogue: corporateActionResultCatalogue }),
    onPlaced: () => void cache.invalidateQueries({ queryKey: ['corporateAction'] }),
  });
  const subscribed = rights ? subscribeQuantity(quantity, entitled) : undefined;
  const cost = subscribed === undefined ? undefined : new ExactDecimal(subscribed).times(action.price ?? 0);
  const steps = flow.stepProps({
    ready: () => !rights || subscribed !== undefined,
    input: () =>
      rights
        ? subscribed === undefined
          ? undefined
          : { election: 'subscribe', quantity: subscribed }
        : { election: choice },
    clear: () => setQuantity(rights ? entitled : ''),
  });
  if (flow.result) {
    return (
      <PlacedOrder
        message={t('corporateAction.form.placed')}
        replayed={flow.result.replayed}
        onNewOrder={() => undefined}
      >
        <Text size="sm" data-testid="election-placed">
          {electionText(t, flow.result.action)}
        </Text>
      </PlacedOrder>
    );
  }
  const facts = (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Fact label={t('corporateAction.election')}>
        {rights
          ? t('corporateAction.elections.subscribe', { quantity: formatNumber(subscribed ?? '0') })
          : t(`corporateAction.elections.${choice}`)}
      </Fact>
      {cost !== undefined && (
        <Fact label={t('corporateAction.form.subscribeCost')} testId="subscription-cost">
          {`${action.currency} ${formatAmount(cost, 2)}`}
        </Fact>
      )}
    </SimpleGrid>
  );
  return (
    <Stack gap="xs" data-testid={`election-${action.actionId}`}>
      <Text fw={600}>{t('corporateAction.form.heading')}</Text>
      {steps.step === 'form' ? (
        <TicketForm onReview={steps.onReview} blocked={steps.showErrors && rights && subscribed === undefined}>
          {rights ? (
            <TextInput
              label={t('corporateAction.form.subscribeQuantity', { quantity: formatNumber(entitled) })}
              inputMode="numeric"
              value={quantity}
              onChange={(event) => flow.edit(setQuantity)(event.currentTarget.value)}
              error={
                steps.showErrors && subscribed === undefined
                  ? t('corporateAction.form.quantityError', { quantity: formatNumber(entitled) })
                  : undefined
              }
              data-testid="subscribe-quantity"
            />
          ) : (
            <ChoiceField
              label={t('corporateAction.form.choose')}
              value={choice}
              onChange={flow.edit(setChoice)}
              options={action.electable.map((election) => ({
                value: election,
                label: t(`corporateAction.elections.${election}`, { quantity: '' }),
              }))}
              testId="scrip-choice"
            />
          )}
          {facts}
        </TicketForm>
      ) : (
        <ConfirmStep actions={steps} note={t('corporateAction.form.note')}>
          {facts}
        </ConfirmStep>
      )}
    </Stack>
  );
}

type T = ReturnType<typeof useTranslation<'stockIpo'>>['t'];

function electionText(t: T, action: CorporateAction): string {
  const entitlement = action.entitlement;
  if (entitlement?.election == null) {
    return action.electable.length > 0 ? t('corporateAction.notElectedYet') : t('corporateAction.noElection');
  }
  return entitlement.election === 'subscribe'
    ? t('corporateAction.elections.subscribe', { quantity: formatNumber(entitlement.electedQuantity ?? '0') })
    : t(`corporateAction.elections.${entitlement.election}`);
}

function ActionCard({ account, action }: { account: Account; action: CorporateAction }) {
  const { t } = useTranslation('stockIpo');
  const language = useShownLanguage();
  const termsText = useTermsText();
  const entitlement = action.entitlement;
  const shares = (quantity: string) => t('corporateAction.shares', { quantity: formatNumber(quantity) });
  const money = (amount: string) => `${action.currency} ${formatAmount(amount, 2)}`;
  const cashKinds: readonly CorporateActionKind[] = ['cashDividend', 'scripDividend'];
  // The form stays once shown, so its answer shows after the list reloads without the choice.
  const [electing] = useState(action.electable.length > 0);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`action-${action.actionId}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>
              {action.names[language]} ({action.code})
            </Text>
            <Text size="sm">
              {t(`corporateAction.kinds.${action.kind}`)} — {termsText(action)}
            </Text>
          </div>
          <Badge color={statusColours[action.status]} variant="light" data-testid="action-status">
            {t(`corporateAction.statuses.${action.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t('corporateAction.exDate')}>{action.exDate}</Fact>
          <Fact label={t('corporateAction.payDate')}>{action.payDate}</Fact>
          {action.electionDeadline !== null && (
            <Fact label={t('corporateAction.deadline')}>{hongKongMoment(action.electionDeadline)}</Fact>
          )}
          {entitlement === null ? (
            <Fact label={t('corporateAction.heldNow')}>{shares(action.heldNow)}</Fact>
          ) : (
            <>
              <Fact label={t('corporateAction.heldAtRecord')}>{shares(entitlement.heldQuantity)}</Fact>
              {cashKinds.includes(action.kind) && (
                <Fact label={t('corporateAction.entitledCash')}>{money(entitlement.entitledCash)}</Fact>
              )}
              {action.kind !== 'cashDividend' && (
                <Fact
                  label={t(
                    action.kind === 'rightsIssue' ? 'corporateAction.entitledRights' : 'corporateAction.entitledShares',
                  )}
                  testId="entitled-quantity"
                >
                  {formatNumber(entitlement.entitledQuantity)}
                </Fact>
              )}
              {(action.kind === 'rightsIssue' || action.kind === 'scripDividend') && (
                <Fact label={t('corporateAction.election')} testId="action-election">
                  {electionText(t, action)}
                </Fact>
              )}
              {entitlement.appliedAt !== null && (
                <>
                  <Fact label={t('corporateAction.appliedCash')} testId="applied-cash">
                    {money(entitlement.cashAmount ?? '0')}
                  </Fact>
                  <Fact label={t('corporateAction.appliedShares')} testId="applied-shares">
                    {formatNumber(entitlement.sharesAmount ?? '0')}
                  </Fact>
                </>
              )}
            </>
          )}
        </SimpleGrid>
        {(electing || action.electable.length > 0) && <ElectionForm account={account} action={action} />}
      </Stack>
    </Paper>
  );
}

/** SPEC §2 stocks/corporateAction: the corporate actions on the client's holdings, their effect and the elections. */
export function CorporateActionPage() {
  const { t } = useTranslation('stockIpo');
  const session = activeSession(useSessions());
  const client = useStockApi();
  const account: Account | undefined = session
    ? { accountCode: session.accountCode, source: session.source }
    : undefined;
  const list = useQuery(
    {
      queryKey: ['corporateAction', 'listCorporateActions', account],
      queryFn: ({ signal }) => client.corporateAction.listCorporateActions(account ?? { accountCode: '' }, { signal }),
      enabled: account !== undefined,
    },
    queryClient,
  );
  if (!account) return null;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('corporateAction.heading')}
        </Title>
        {list.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('loading')}</Text>
          </Group>
        ) : list.isError ? (
          <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
        ) : list.data.actions.length === 0 ? (
          <Text c="dimmed" data-testid="empty">
            {t('corporateAction.empty')}
          </Text>
        ) : (
          list.data.actions.map((action) => <ActionCard key={action.actionId} account={account} action={action} />)
        )}
      </Stack>
    </Container>
  );
}
