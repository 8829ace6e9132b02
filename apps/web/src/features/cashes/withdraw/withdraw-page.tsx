import { Alert, Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type {
  CashWithdrawalMethod,
  RegisteredBankAccount,
  SubmittedWithdrawal,
  WithdrawalCurrencyTerms,
  WithdrawalTerms,
} from '@portal/contract';
import { formatAmount } from '@portal/contract/domain/number-format';
import { queryClient } from '../../../shared/api/query-client';
import { currencyDecimals } from '../../../shared/ui/money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession } from '../../../shared/session/session-store';
import { useStepUp } from '../../../shared/step-up/use-step-up';
import { useTicketFlow } from '../../../shared/ticket/ticket-flow';
import { Fact, QueryState, TicketPage, useResultText } from '../../../shared/ticket/ticket-parts';
import { withdrawalResultCatalogue } from '@portal/contract/domain/order/withdrawal-results';
import { useWithdrawApi, withdrawQueryKeys } from './withdraw-api';
import { amountError, withdrawalFailureOf, type AmountError } from './withdraw-rules';
import { WithdrawalFailureAlert } from './withdrawal-failure-alert';

type Account = { readonly accountCode: string; readonly source: 'gateway' | 'fos' };
type WithdrawalInput = {
  readonly bankAccountId: string;
  readonly currency: string;
  readonly amount: string;
  readonly method: CashWithdrawalMethod;
};

const moneyIn = (terms: WithdrawalCurrencyTerms, value: string) =>
  `${formatAmount(value, terms.precision)} ${terms.currency}`;

/** The bank accounts a method may pay to: any for a bank transfer; for FPS one with a proxy in an FPS currency. */
export function eligibleAccounts(terms: WithdrawalTerms, method: CashWithdrawalMethod): RegisteredBankAccount[] {
  return terms.bankAccounts.filter(
    (account) =>
      terms.currencies.some((currency) => currency.currency === account.currency) &&
      (method === 'bankTransfer' ||
        (account.maskedFpsProxy !== null && terms.fpsCurrencies.includes(account.currency))),
  );
}

function useAmountErrorText() {
  const { t } = useTranslation('cashWithdraw');
  // The daily limit and the balance are worded as the server's codes (ERR701, ERR700) word them, plus the figure.
  const reason = useResultText(withdrawalResultCatalogue);
  return (error: AmountError, terms: WithdrawalCurrencyTerms): string => {
    switch (error.kind) {
      case 'required':
        return t('errors.required');
      case 'aboveLimit':
        return t('errors.aboveLimit', { reason: reason('dailyLimitExceeded'), amount: moneyIn(terms, error.amount) });
      case 'aboveWithdrawable':
        return t('errors.aboveWithdrawable', {
          reason: reason('insufficientBalance'),
          amount: moneyIn(terms, error.amount),
        });
      default:
        return t(`errors.${error.kind}`, { decimals: error.decimals });
    }
  };
}

function WithdrawalDone({ submitted, onAnother }: { submitted: SubmittedWithdrawal; onAnother: () => void }) {
  const { t } = useTranslation('cashWithdraw');
  const { withdrawal } = submitted;
  return (
    <Paper withBorder radius="md" p="md" data-testid="withdrawal-done">
      <Stack gap="sm">
        <Title order={2} size="h4" c="success">
          {t('done.heading')}
        </Title>
        <Text size="sm">{t('done.message', { id: withdrawal.withdrawalId })}</Text>
        {submitted.replayed && (
          <Text size="sm" c="dimmed">
            {t('done.replayed')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={t('history.amount')} testId="done-amount">
            {`${formatAmount(withdrawal.amount, currencyDecimals(withdrawal.currency))} ${withdrawal.currency}`}
          </Fact>
          <Fact label={t('history.status')} testId="done-status">
            {t(`statuses.${withdrawal.status}`)}
          </Fact>
          <Fact label={t('form.expectedDate')}>{withdrawal.processingDate}</Fact>
        </SimpleGrid>
        <Group gap="sm">
          <Button component={Link} to="/cashes/withdraws/instruction" variant="light">
            {t('done.viewAll')}
          </Button>
          <Button variant="subtle" onClick={onAnother}>
            {t('done.another')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function WithdrawalTicket({
  account,
  terms,
  method,
}: {
  account: Account;
  terms: WithdrawalTerms;
  method: CashWithdrawalMethod;
}) {
  const { t } = useTranslation('cashWithdraw');
  const client = useWithdrawApi();
  const cache = useQueryClient(queryClient);
  const errorText = useAmountErrorText();
  const accounts = eligibleAccounts(terms, method);
  const [bankAccountId, setBankAccountId] = useState<string>(accounts[0]?.bankAccountId ?? '');
  const [amount, setAmount] = useState('');
  const stepUp = useStepUp(client);
  // Step-up before each submission (ADR 036): the grant is for this one withdrawal; a retry asks again and keeps the
  // client reference, so a withdrawal whose answer was lost is answered, not made twice.
  const flow = useTicketFlow<WithdrawalInput, SubmittedWithdrawal>({
    stepUp: () => stepUp.ask('withdrawal'),
    send: (input, clientReference, stepUpToken) =>
      client.cash.submitWithdrawal({ ...account, ...input, clientReference, stepUpToken }),
    readFailure: withdrawalFailureOf,
    onPlaced: () => {
      void cache.invalidateQueries({ queryKey: withdrawQueryKeys.terms });
      void cache.invalidateQueries({ queryKey: withdrawQueryKeys.list });
    },
  });
  const bankAccount = accounts.find((candidate) => candidate.bankAccountId === bankAccountId);
  const currencyTerms = terms.currencies.find((currency) => currency.currency === bankAccount?.currency);
  const problem = currencyTerms === undefined ? undefined : amountError(amount, currencyTerms);
  const steps = flow.stepProps({
    ready: () => bankAccount !== undefined && currencyTerms !== undefined && problem === undefined,
    input: () =>
      bankAccount === undefined
        ? undefined
        : { bankAccountId: bankAccount.bankAccountId, currency: bankAccount.currency, amount: amount.trim(), method },
    clear: () => setAmount(''),
  });
  const failure = steps.failure;

  if (flow.result) {
    return <WithdrawalDone submitted={flow.result} onAnother={steps.onNewOrder} />;
  }
  if (accounts.length === 0 || bankAccount === undefined || currencyTerms === undefined) {
    return (
      <Alert color="info" variant="light" data-testid="no-bank-account">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {method === 'fps' ? t('noFpsAccount', { currencies: terms.fpsCurrencies.join(', ') }) : t('noBankAccount')}
          </Text>
          <Anchor component={Link} to="/accounts/bank" size="sm" data-testid="bank-accounts-link">
            {t('bankAccountsLink')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  const money = (value: string) => moneyIn(currencyTerms, value);
  const facts = (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <Fact label={t('form.withdrawable')} testId="withdrawable">
        {money(currencyTerms.withdrawable)}
      </Fact>
      <Fact label={t('form.onHold')} testId="on-hold">
        {money(currencyTerms.onHold)}
      </Fact>
      <Fact label={t('form.limitLeft')} testId="limit-left">
        {money(currencyTerms.limitLeft)}
        <Text size="xs" c="dimmed" component="span" display="block">
          {t('form.limitOf', { amount: money(currencyTerms.dailyLimit) })}
        </Text>
      </Fact>
      <Fact label={t('form.cutOff')} testId="cut-off">
        {t('form.cutOffValue', { time: terms.cutOffTime })}
      </Fact>
      <Fact label={t('form.expectedDate')} testId="expected-date">
        {terms.processingDate}
      </Fact>
    </SimpleGrid>
  );
  const accountLabel = (candidate: RegisteredBankAccount) =>
    t('form.bankAccountOption', {
      bank: candidate.bankName,
      number: candidate.maskedAccountNumber,
      currency: candidate.currency,
    });

  if (steps.step === 'confirm') {
    return (
      <Paper withBorder radius="md" p="md" data-testid="withdrawal-confirm">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('confirm.heading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Fact label={t('form.bankAccount')}>{accountLabel(bankAccount)}</Fact>
            <Fact label={t('form.method')}>{t(`methods.${method}`)}</Fact>
            {method === 'fps' && <Fact label={t('form.fpsProxy')}>{bankAccount.maskedFpsProxy}</Fact>}
            <Fact label={t('history.amount')} testId="confirm-amount">
              {money(amount.trim())}
            </Fact>
            <Fact label={t('form.expectedDate')}>{terms.processingDate}</Fact>
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('confirm.note')}
          </Text>
          <WithdrawalFailureAlert failure={failure} />
          <Group>
            <Button onClick={steps.onSubmit} loading={steps.submitting} data-testid="confirm-withdrawal">
              {t('confirm.submit')}
            </Button>
            <Button variant="default" onClick={steps.onEdit} disabled={steps.submitting}>
              {t('confirm.edit')}
            </Button>
          </Group>
        </Stack>
        {stepUp.dialog}
      </Paper>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        steps.onReview();
      }}
      data-testid="withdrawal-form"
    >
      <Stack gap="md">
        <Select
          label={t('form.bankAccount')}
          description={t('form.bankAccountHint')}
          value={bankAccountId}
          allowDeselect={false}
          onChange={(value) => flow.edit(setBankAccountId)(value ?? bankAccountId)}
          data={accounts.map((candidate) => ({ value: candidate.bankAccountId, label: accountLabel(candidate) }))}
          data-testid="bank-account"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('form.currency')} testId="currency">
            {bankAccount.currency}
          </Fact>
          {method === 'fps' && (
            <Fact label={t('form.fpsProxy')} testId="fps-proxy">
              {bankAccount.maskedFpsProxy}
            </Fact>
          )}
        </SimpleGrid>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('form.amount', { currency: bankAccount.currency })}
            description={`${t('form.withdrawable')}: ${money(currencyTerms.withdrawable)}`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => flow.edit(setAmount)(event.currentTarget.value)}
            error={steps.showErrors && problem ? errorText(problem, currencyTerms) : undefined}
            data-testid="amount"
          />
          <Button
            variant="default"
            onClick={() => flow.edit(setAmount)(currencyTerms.maximum)}
            data-testid="max"
            mb={steps.showErrors && problem ? 22 : 0}
          >
            {t('form.max')}
          </Button>
        </Group>
        {facts}
        <Text size="sm" c={terms.afterCutOff ? 'warning' : 'dimmed'} data-testid="cut-off-note">
          {terms.afterCutOff ? t('form.afterCutOff', { date: terms.processingDate }) : t('form.beforeCutOff')}
        </Text>
        <Group justify="space-between">
          {/* The other method, where the brand offers FPS (with eDDA); an empty box keeps the button on the right. */}
          {method === 'fps' || terms.fpsCurrencies.length > 0 ? (
            <Anchor component={Link} to={method === 'fps' ? '/cashes/withdraw' : '/cashes/withdraws/fps'} size="sm">
              {method === 'fps' ? t('form.bankLink') : t('form.fpsLink')}
            </Anchor>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={steps.showErrors && problem !== undefined} data-testid="review">
            {t('form.review')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function WithdrawScreen({ method }: { method: CashWithdrawalMethod }) {
  const { t } = useTranslation('cashWithdraw');
  const client = useWithdrawApi();
  const session = activeSession(useSessions());
  const account: Account | undefined = session
    ? { accountCode: session.accountCode, source: session.source }
    : undefined;
  const terms = useQuery(
    {
      queryKey: [...withdrawQueryKeys.terms, account],
      enabled: account !== undefined,
      queryFn: ({ signal }) =>
        client.cash.withdrawalTerms(account ?? { accountCode: '', source: 'gateway' }, { signal }),
    },
    queryClient,
  );
  if (!account) return null;
  return (
    <TicketPage heading={method === 'fps' ? t('fpsHeading') : t('heading')}>
      {terms.isPending || terms.isError ? (
        <QueryState failed={terms.isError} onRetry={() => void terms.refetch()} />
      ) : (
        <WithdrawalTicket account={account} terms={terms.data} method={method} />
      )}
    </TicketPage>
  );
}

/** SPEC §2 /cashes/withdraw: a withdrawal by bank transfer to a registered bank account, with step-up. */
export function WithdrawPage() {
  return <WithdrawScreen method="bankTransfer" />;
}

/** SPEC §2 /cashes/withdraws/fps (with eDDA): a withdrawal by FPS in the currencies of retrieveFpsCurrencyList. */
export function FpsWithdrawPage() {
  return <WithdrawScreen method="fps" />;
}
