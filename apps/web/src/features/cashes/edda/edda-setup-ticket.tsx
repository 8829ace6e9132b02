/* Setting up an authorisation on the shared ticket: the agreement first (edda-agreement-step.tsx), then bank, currency,
 * account number, holder and debit limit; the confirm step; the authorisation placed. */
import { NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ExactDecimal, type EddaAuthorisation } from '@portal/contract';
import { cashAmountProblem } from '@portal/contract/domain/cash/cash-amount';
import { formatAmount } from '@portal/contract/domain/number-format';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTicketFlow } from '../../../shared/ticket/ticket-flow';
import { ConfirmStep, Fact, PlacedOrder, TicketForm, tabular } from '../../../shared/ticket/ticket-parts';
import { useDepositApi, type DepositAccount } from '../deposit/deposit-api';
import { AgreementStep } from './edda-agreement-step';
import { eddaFailureOf, eddaQueryKeys } from './edda-format';
import type { EddaOverview } from './edda-overview';

type SetupInput = {
  readonly bankCode: string;
  readonly accountNumber: string;
  readonly accountHolderName: string;
  readonly currency: string;
  readonly debitLimit: string;
};

export function EddaSetupTicket({ account, overview }: { account: DepositAccount; overview: EddaOverview }) {
  const { t } = useTranslation('cashEdda');
  const { t: ticketText } = useTranslation('ticket');
  const language = useShownLanguage();
  const client = useDepositApi();
  const cache = useQueryClient(queryClient);
  const [accepted, setAccepted] = useState(false);
  const [bankCode, setBankCode] = useState(overview.banks[0]?.bankCode ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountHolderName, setAccountHolderName] = useState('');
  const [currency, setCurrency] = useState(
    overview.currencies.find((entry) => entry.currency === 'HKD')?.currency ?? overview.currencies[0]?.currency ?? '',
  );
  const [debitLimit, setDebitLimit] = useState('50000');
  const flow = useTicketFlow<SetupInput, { authorisation: EddaAuthorisation; replayed: boolean }>({
    send: (input, clientReference) =>
      client.cashEdda.setUpEdda({ ...account, clientReference, agreementAccepted: true, ...input }),
    readFailure: eddaFailureOf,
    onPlaced: () => {
      void cache.invalidateQueries({ queryKey: eddaQueryKeys.all });
    },
  });
  const precision = overview.currencies.find((entry) => entry.currency === currency)?.precision ?? 2;
  const digits = accountNumber.replace(/[\s-]/g, '');
  const accountNumberProblem = !/^\d{6,14}$/.test(digits);
  const holderProblem = accountHolderName.trim().length < 2;
  const limitProblem =
    debitLimit.trim() === ''
      ? 'required'
      : (cashAmountProblem(debitLimit.trim(), precision) ??
        (new ExactDecimal(debitLimit.trim()).greaterThan(overview.maximumDebitLimit) ? 'overMaximum' : undefined));
  const input = (): SetupInput | undefined =>
    accepted && !accountNumberProblem && !holderProblem && limitProblem === undefined
      ? {
          bankCode,
          accountNumber: digits,
          accountHolderName: accountHolderName.trim(),
          currency,
          debitLimit: debitLimit.trim(),
        }
      : undefined;
  const props = flow.stepProps({
    ready: () => input() !== undefined,
    input,
    clear: () => {
      setAccountNumber('');
      setAccountHolderName('');
    },
  });
  const bankName = overview.banks.find((bank) => bank.bankCode === bankCode)?.name[language] ?? bankCode;
  const maximum = formatAmount(overview.maximumDebitLimit, precision);

  if (flow.result) {
    const { authorisation, replayed } = flow.result;
    return (
      <PlacedOrder
        message={t('setup.placed', { ddaReference: authorisation.ddaReference })}
        heading={t('setup.placedHeading')}
        newOrderLabel={t('setup.placedAgain')}
        replayed={replayed}
        onNewOrder={() => {
          setAccepted(false);
          props.onNewOrder();
        }}
      >
        <Fact label={t('setup.columns.status')}>
          <span data-testid="placed-status">{t(`statuses.${authorisation.status}`)}</span>
        </Fact>
      </PlacedOrder>
    );
  }
  if (props.step === 'confirm') {
    return (
      <ConfirmStep actions={props} note={t('setup.confirmNote')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('setup.bank')}>{bankName}</Fact>
          <Fact label={t('setup.accountNumber')}>{digits}</Fact>
          <Fact label={t('setup.accountHolderName')}>{accountHolderName.trim()}</Fact>
          <Fact label={t('setup.debitLimit')} testId="confirm-limit">
            {currency} {formatAmount(debitLimit.trim(), precision)}
          </Fact>
        </SimpleGrid>
      </ConfirmStep>
    );
  }
  const limitError =
    props.showErrors && limitProblem !== undefined
      ? limitProblem === 'overMaximum'
        ? t('setup.errors.debitLimitTooLarge', { amount: maximum })
        : limitProblem === 'tooManyDecimals'
          ? ticketText('errors.tooManyDecimals', { decimals: precision })
          : ticketText(`errors.${limitProblem}`)
      : undefined;
  return (
    <TicketForm
      onReview={props.onReview}
      blocked={props.showErrors && input() === undefined}
      reviewLabel={t('setup.review')}
    >
      <AgreementStep accepted={accepted} onAccept={flow.edit(setAccepted)} />
      {!accepted ? (
        <Text size="sm" c="dimmed" data-testid="edda-agreement-first">
          {t('setup.agreementFirst')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('setup.bank')}
            value={bankCode}
            data-testid="edda-bank"
            data={overview.banks.map((bank) => ({
              value: bank.bankCode,
              label: `${bank.bankCode} ${bank.name[language]}`,
            }))}
            onChange={(event) => flow.edit(setBankCode)(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('setup.currency')}
            value={currency}
            data-testid="edda-currency"
            data={overview.currencies.map((entry) => entry.currency)}
            onChange={(event) => flow.edit(setCurrency)(event.currentTarget.value)}
          />
          <TextInput
            label={t('setup.accountNumber')}
            description={t('setup.accountNumberHint')}
            value={accountNumber}
            inputMode="numeric"
            autoComplete="off"
            data-testid="edda-account-number"
            error={props.showErrors && accountNumberProblem ? t('setup.errors.accountNumber') : undefined}
            onChange={(event) => flow.edit(setAccountNumber)(event.currentTarget.value)}
          />
          <TextInput
            label={t('setup.accountHolderName')}
            value={accountHolderName}
            autoComplete="name"
            data-testid="edda-account-holder"
            error={props.showErrors && holderProblem ? t('setup.errors.accountHolderName') : undefined}
            onChange={(event) => flow.edit(setAccountHolderName)(event.currentTarget.value)}
          />
          <TextInput
            label={t('setup.debitLimit')}
            description={t('setup.debitLimitHint', { amount: maximum })}
            value={debitLimit}
            inputMode="decimal"
            autoComplete="off"
            data-testid="edda-debit-limit"
            styles={{ input: tabular }}
            error={limitError}
            onChange={(event) => flow.edit(setDebitLimit)(event.currentTarget.value)}
          />
        </SimpleGrid>
      )}
    </TicketForm>
  );
}
