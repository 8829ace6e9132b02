import { Alert, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Decimal } from 'decimal.js';
import {
  ExactDecimal,
  ipoApplicationTypeNames,
  type IpoApplication,
  type IpoApplicationTypeName,
  type IpoOfferingDetail,
} from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { ipoResultCatalogue } from '@portal/contract/domain/order/ipo-results';
import { ipoApplicationStatusLabels } from '@portal/contract/domain/stock/ipo';
import {
  applicationMoneyOf,
  maximumFinanceLoanOf,
  proportionLoanOf,
} from '@portal/contract/domain/stock/ipo-application-money';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { orderFailureOf } from '../../../shared/ticket/order-failure';
import { useTicketFlow } from '../../../shared/ticket/ticket-flow';
import { ChoiceField } from '../../../shared/ticket/choice-field';
import { ConfirmStep, Fact, PlacedOrder, TicketForm } from '../../../shared/ticket/ticket-parts';
import { useStockApi } from '../market/stock-api';

type Account = { readonly accountCode: string; readonly source: 'gateway' | 'fos' };

type ApplicationInput = {
  readonly applicationType: IpoApplicationTypeName;
  readonly quantity: string;
  readonly depositPercent?: string;
  readonly loanAmount?: string;
};

/** What the ticket's choices come to, or why they do not make an application yet. */
export type TicketEstimate =
  | {
      readonly ok: true;
      readonly input: ApplicationInput;
      readonly amount: Decimal;
      readonly deposit: Decimal;
      readonly loan: Decimal;
      readonly interest: Decimal;
      readonly fee: Decimal;
      readonly hold: Decimal;
      readonly maximumLoan: Decimal;
      readonly shortOfCash: boolean;
    }
  | { readonly ok: false; readonly error: 'quantity' | 'loan' | 'loanTooLarge'; readonly maximumLoan?: Decimal };

/** The application the ticket's fields make, with its money (the same rules as the server's). */
export function estimateApplication(
  detail: IpoOfferingDetail,
  choice: { type: IpoApplicationTypeName; quantity: string; depositPercent: string; loanAmount: string },
): TicketEstimate {
  const line = detail.allotmentTable.find((entry) => entry.quantity === choice.quantity);
  if (line === undefined) return { ok: false, error: 'quantity' };
  const amount = new ExactDecimal(line.amount);
  const maximumLoan = maximumFinanceLoanOf(amount, new ExactDecimal(detail.financeDepositPercent));
  let loan = new ExactDecimal(0);
  const input: { -readonly [K in keyof ApplicationInput]: ApplicationInput[K] } = {
    applicationType: choice.type,
    quantity: choice.quantity,
  };
  if (choice.type === 'Proportion') {
    loan = proportionLoanOf(amount, new ExactDecimal(choice.depositPercent));
    input.depositPercent = choice.depositPercent;
  }
  if (choice.type === 'Finance') {
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(choice.loanAmount.trim())) return { ok: false, error: 'loan', maximumLoan };
    loan = new ExactDecimal(choice.loanAmount.trim());
    if (loan.isZero()) return { ok: false, error: 'loan', maximumLoan };
    if (loan.greaterThan(maximumLoan)) return { ok: false, error: 'loanTooLarge', maximumLoan };
    input.loanAmount = loan.toFixed();
  }
  const cash = choice.type === 'Cash';
  const fee = new ExactDecimal(cash ? detail.cashHandlingFee : detail.financeHandlingFee);
  const money = applicationMoneyOf({
    amount,
    loan,
    handlingFee: fee,
    interestRate: new ExactDecimal(cash ? 0 : detail.financeInterestRate),
    financeDays: detail.financeDays,
  });
  return {
    ok: true,
    input,
    amount,
    deposit: money.deposit,
    loan: money.loan,
    interest: money.interest,
    fee,
    hold: money.hold,
    maximumLoan,
    shortOfCash: money.hold.greaterThan(detail.cash.available),
  };
}

/** An IPO operation's refusal, read with the IPO codes (an unknown offering answers 404 or ERR500). */
export const ipoFailureOf = (error: unknown) =>
  orderFailureOf(error, { catalogue: ipoResultCatalogue, byStatus: { 404: 'ipoNotFound' } });

/** The application ticket of an open offering: type, quantity, financing, the confirm step, the answer. */
export function IpoTicket({ account, detail }: { account: Account; detail: IpoOfferingDetail }) {
  const { t } = useTranslation('stockIpo');
  const language = useShownLanguage();
  const client = useStockApi();
  const cache = useQueryClient(queryClient);
  const [type, setType] = useState<IpoApplicationTypeName>('Cash');
  const [quantity, setQuantity] = useState<string>(detail.minimumQuantity);
  const [depositPercent, setDepositPercent] = useState<string>(detail.proportionDepositPercents[0] ?? '100');
  const [loanAmount, setLoanAmount] = useState('');
  const flow = useTicketFlow<ApplicationInput, { application: IpoApplication; replayed: boolean }>({
    send: (input, clientReference) =>
      client.stockIpo.applyIpo({ ...account, offeringId: detail.offeringId, clientReference, ...input }),
    readFailure: ipoFailureOf,
    // The lists and my applications; not this offering's detail, whose ticket shows the answer (the detail shows
    // 'already applied' instead of a ticket once it knows).
    onPlaced: () => {
      void cache.invalidateQueries({ queryKey: ['stockIpo', 'listIpos'] });
      void cache.invalidateQueries({ queryKey: ['stockIpo', 'myIpoApplications'] });
    },
  });
  const estimate = estimateApplication(detail, { type, quantity, depositPercent, loanAmount });
  const steps = flow.stepProps({
    ready: () => estimate.ok && !estimate.shortOfCash,
    input: () => (estimate.ok ? estimate.input : undefined),
    clear: () => {
      setType('Cash');
      setQuantity(detail.minimumQuantity);
      setLoanAmount('');
    },
  });
  const currency = detail.currency;
  const money = (value: Decimal | string) => `${currency} ${formatAmount(value, 2)}`;

  if (flow.result) {
    const { application, replayed } = flow.result;
    return (
      <PlacedOrder
        message={t('ticket.placed', { applicationId: application.applicationId })}
        replayed={replayed}
        onNewOrder={steps.onNewOrder}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={t('ticket.quantity')} testId="placed-quantity">
            {t('offering.shares', { quantity: formatNumber(application.quantity) })}
          </Fact>
          <Fact label={t('ticket.held')}>{money(application.holdAmount)}</Fact>
          <Fact label={t('mine.status')}>{ipoApplicationStatusLabels[application.status][language]}</Fact>
        </SimpleGrid>
      </PlacedOrder>
    );
  }

  const errorText = (() => {
    if (!steps.showErrors) return undefined;
    if (!estimate.ok) {
      return estimate.error === 'loanTooLarge'
        ? t('ticket.errors.loanTooLarge', { currency, amount: formatAmount(estimate.maximumLoan ?? 0, 2) })
        : t(`ticket.errors.${estimate.error}`);
    }
    return estimate.shortOfCash ? t('ticket.errors.cash') : undefined;
  })();

  const facts = estimate.ok && (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Fact label={t('ticket.amount')} testId="estimate-amount">
        {money(estimate.amount)}
      </Fact>
      <Fact label={t('ticket.deposit')}>{money(estimate.deposit)}</Fact>
      {type !== 'Cash' && (
        <>
          <Fact label={t('ticket.loan')} testId="estimate-loan">
            {money(estimate.loan)}
          </Fact>
          <Fact
            label={t('ticket.interest', {
              rate: formatNumber(detail.financeInterestRate),
              days: detail.financeDays,
            })}
            testId="estimate-interest"
          >
            {money(estimate.interest)}
          </Fact>
        </>
      )}
      <Fact label={t('ticket.handlingFee')}>{money(estimate.fee)}</Fact>
      <Fact label={t('ticket.held')} testId="estimate-held">
        {money(estimate.hold)}
      </Fact>
      <Fact label={t('ticket.available')} testId="available-cash">
        {money(detail.cash.available)}
      </Fact>
    </SimpleGrid>
  );

  return (
    <Stack gap="sm" data-testid="ipo-ticket">
      <Title order={3} size="h4">
        {t('ticket.heading')}
      </Title>
      {steps.step === 'form' ? (
        <TicketForm onReview={steps.onReview} blocked={steps.showErrors && errorText !== undefined}>
          <ChoiceField
            label={t('ticket.applicationType')}
            value={type}
            onChange={flow.edit(setType)}
            options={ipoApplicationTypeNames.map((name) => ({
              value: name,
              label: t(`ticket.types.${name}`),
              disabled: name !== 'Cash' && !detail.financeAvailable,
            }))}
            description={t(`ticket.typeNotes.${type}`)}
            testId="application-type"
          />
          <Select
            label={t('ticket.quantity')}
            value={quantity}
            onChange={(value) => flow.edit(setQuantity)(value ?? '')}
            allowDeselect={false}
            searchable
            data={detail.allotmentTable.map((line) => ({
              value: line.quantity,
              label: t('ticket.quantityOption', {
                quantity: formatNumber(line.quantity),
                currency,
                amount: formatAmount(line.amount, 2),
              }),
            }))}
            data-testid="quantity-select"
          />
          {type === 'Proportion' && (
            <Select
              label={t('ticket.depositPercent')}
              value={depositPercent}
              onChange={(value) => flow.edit(setDepositPercent)(value ?? depositPercent)}
              allowDeselect={false}
              data={detail.proportionDepositPercents.map((percent) => ({
                value: percent,
                label: t('ticket.depositOption', { percent: formatNumber(percent) }),
              }))}
              data-testid="deposit-select"
            />
          )}
          {type === 'Finance' && (
            <TextInput
              label={t('ticket.loanAmount', { currency })}
              description={
                estimate.ok || estimate.maximumLoan
                  ? t('ticket.loanMaximum', {
                      currency,
                      amount: formatAmount(estimate.ok ? estimate.maximumLoan : (estimate.maximumLoan ?? 0), 2),
                    })
                  : undefined
              }
              inputMode="decimal"
              value={loanAmount}
              onChange={(event) => flow.edit(setLoanAmount)(event.currentTarget.value)}
              data-testid="loan-input"
            />
          )}
          {facts}
          {errorText && (
            <Alert color="danger" variant="light" data-testid="ticket-error">
              {errorText}
            </Alert>
          )}
        </TicketForm>
      ) : (
        estimate.ok && (
          <ConfirmStep actions={steps} note={t('ticket.note')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Fact label={t('mine.offering')}>{detail.code}</Fact>
              <Fact label={t('ticket.applicationType')}>{t(`ticket.types.${type}`)}</Fact>
              <Fact label={t('ticket.quantity')} testId="confirm-quantity">
                {t('offering.shares', { quantity: formatNumber(quantity) })}
              </Fact>
            </SimpleGrid>
            {facts}
          </ConfirmStep>
        )
      )}
    </Stack>
  );
}
