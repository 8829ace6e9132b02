import { Anchor, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ExactDecimal, type DepositRequest } from '@portal/contract';
import { cashAmountProblem } from '@portal/contract/domain/cash/cash-amount';
import { formatAmount } from '@portal/contract/domain/number-format';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTicketFlow } from '../../../shared/ticket/ticket-flow';
import {
  ConfirmStep,
  Fact,
  PlacedOrder,
  QueryState,
  TicketForm,
  TicketPage,
  tabular,
} from '../../../shared/ticket/ticket-parts';
import { depositQueryKeys, useDepositAccount, useDepositApi, type DepositAccount } from '../deposit/deposit-api';
import { useEddaOverview, type EddaOverview } from './edda-overview';
import { eddaFailureOf, eddaQueryKeys } from './edda-format';

function DebitTicket({
  account,
  overview,
  ddaReference,
  onChoose,
}: {
  account: DepositAccount;
  overview: EddaOverview;
  ddaReference: string;
  onChoose: (ddaReference: string) => void;
}) {
  const { t } = useTranslation('cashEdda');
  const { t: ticketText } = useTranslation('ticket');
  const language = useShownLanguage();
  const client = useDepositApi();
  const cache = useQueryClient(queryClient);
  const [amount, setAmount] = useState('');
  const completed = overview.authorisations.filter((entry) => entry.status === 'completed');
  const chosen = completed.find((entry) => entry.ddaReference === ddaReference) ?? completed[0];
  const flow = useTicketFlow<{ ddaReference: string; amount: string }, { request: DepositRequest; replayed: boolean }>({
    send: (input, clientReference) => client.cashEdda.eddaDeposit({ ...account, clientReference, ...input }),
    readFailure: eddaFailureOf,
    onPlaced: () => {
      void cache.invalidateQueries({ queryKey: eddaQueryKeys.all });
      void cache.invalidateQueries({ queryKey: depositQueryKeys.all });
    },
  });
  if (chosen === undefined) {
    return (
      <Text size="sm" data-testid="edda-none">
        {t('debit.none')}{' '}
        <Anchor component={Link} to="/cashes/sdda" size="sm" underline="always">
          {t('debit.setupLink')}
        </Anchor>
      </Text>
    );
  }
  const balance = overview.currencies.find((entry) => entry.currency === chosen.currency);
  const precision = balance?.precision ?? 2;
  const limit = formatAmount(chosen.debitLimit, precision);
  const trimmed = amount.trim();
  const amountProblem =
    trimmed === ''
      ? 'required'
      : (cashAmountProblem(trimmed, precision) ??
        (new ExactDecimal(trimmed).greaterThan(chosen.debitLimit) ? 'overLimit' : undefined));
  const input = () =>
    amountProblem === undefined ? { ddaReference: chosen.ddaReference, amount: trimmed } : undefined;
  const props = flow.stepProps({ ready: () => input() !== undefined, input, clear: () => setAmount('') });
  const option = (entry: (typeof completed)[number]) =>
    t('debit.authorisationOption', {
      bank: entry.bankName[language],
      account: entry.accountNumber,
      currency: entry.currency,
      limit: formatAmount(entry.debitLimit, precision),
    });

  if (flow.result) {
    const { request, replayed } = flow.result;
    return (
      <PlacedOrder
        message={t('debit.placed', { requestId: request.requestId })}
        heading={t('debit.placedHeading')}
        newOrderLabel={t('debit.placedAgain')}
        replayed={replayed}
        onNewOrder={props.onNewOrder}
        links={
          <Anchor component={Link} to="/cashes/history" size="sm">
            {t('debit.historyLink')}
          </Anchor>
        }
      >
        <Fact label={t('debit.amount')} testId="placed-amount">
          {request.currency} {formatAmount(request.amount, precision)}
        </Fact>
      </PlacedOrder>
    );
  }
  if (props.step === 'confirm') {
    return (
      <ConfirmStep actions={props} note={t('debit.confirmNote')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('debit.authorisation')}>{option(chosen)}</Fact>
          <Fact label={t('debit.amount')} testId="confirm-amount">
            {chosen.currency} {formatAmount(trimmed, precision)}
          </Fact>
        </SimpleGrid>
      </ConfirmStep>
    );
  }
  const amountError =
    props.showErrors && amountProblem !== undefined
      ? amountProblem === 'overLimit'
        ? t('debit.overLimit', { limit, currency: chosen.currency })
        : amountProblem === 'tooManyDecimals'
          ? ticketText('errors.tooManyDecimals', { decimals: precision })
          : ticketText(`errors.${amountProblem}`)
      : undefined;
  return (
    <TicketForm
      onReview={props.onReview}
      blocked={props.showErrors && input() === undefined}
      reviewLabel={t('debit.review')}
    >
      <NativeSelect
        label={t('debit.authorisation')}
        value={chosen.ddaReference}
        data-testid="edda-authorisation"
        data={completed.map((entry) => ({ value: entry.ddaReference, label: option(entry) }))}
        onChange={(event) => {
          flow.edit(onChoose)(event.currentTarget.value);
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('debit.amount')}
          description={t('debit.amountHint', { limit, currency: chosen.currency })}
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          data-testid="edda-amount"
          styles={{ input: tabular }}
          error={amountError}
          onChange={(event) => flow.edit(setAmount)(event.currentTarget.value)}
        />
        <Fact label={t('debit.balance', { currency: chosen.currency })} testId="edda-balance">
          {formatAmount(balance?.available ?? '0', precision)}
        </Fact>
      </SimpleGrid>
    </TicketForm>
  );
}

/** SPEC §2 cashes/requests/ddi/{ddaReference?}: an instant deposit by direct debit against a completed authorisation. */
export function EddaDebitPage() {
  const { t } = useTranslation('cashEdda');
  const account = useDepositAccount();
  const navigate = useNavigate();
  const ddaReference = useParams().ddaReference ?? '';
  const overview = useEddaOverview(account);
  if (!account) return null;
  return (
    <TicketPage heading={t('debit.heading')}>
      <Group gap="md">
        <Text size="sm">{t('debit.intro')}</Text>
        {/* Without a completed authorisation the empty state below offers the set-up link itself. */}
        {overview.data?.authorisations.some((entry) => entry.status === 'completed') && (
          <Anchor component={Link} to="/cashes/sdda" size="sm">
            {t('debit.setupLink')}
          </Anchor>
        )}
      </Group>
      {overview.data === undefined ? (
        <QueryState failed={overview.isError} onRetry={() => void overview.refetch()} />
      ) : (
        <DebitTicket
          account={account}
          overview={overview.data}
          ddaReference={ddaReference}
          onChoose={(next) => void navigate(`/cashes/requests/ddi/${encodeURIComponent(next)}`, { replace: true })}
        />
      )}
    </TicketPage>
  );
}
