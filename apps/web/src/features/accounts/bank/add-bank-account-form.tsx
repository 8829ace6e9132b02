/* Adding a bank account: the form (bank, branch, account number, holder, currency, FPS proxy, statement) checked as
 * typed, then its review (bank-account-review.tsx), a step-up, and the account said back (bank-account-added.tsx). */
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  accountNumberProblem,
  fpsProxyTypeOf,
  holderNameMatches,
  isBranchCode,
} from '@portal/contract/domain/accounts/hong-kong-banks';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { tabular } from '../../../shared/ticket/ticket-parts';
import type { ChosenProof } from '../../../shared/upload/proof-file';
import { useAccountsApi } from '../accounts-api';
import { BankAccountAdded } from './bank-account-added';
import { bankAccountFailureOf } from './bank-account-errors';
import { BankAccountFailureAlert } from './bank-account-failure-alert';
import type { BankAccountFields } from './bank-account-fields';
import type { BankAccountOverview, BankAccountSectionProps } from './bank-account-overview';
import { BankAccountReview } from './bank-account-review';
import { StatementField } from './statement-field';

export function AddBankAccountForm({ account, overview, askStepUp }: BankAccountSectionProps) {
  const { t } = useTranslation('accountBank');
  const language = useShownLanguage();
  const api = useAccountsApi();
  const cache = useQueryClient(queryClient);
  const empty: BankAccountFields = {
    bankCode: overview.banks[0]?.bankCode ?? '',
    branchCode: '',
    accountNumber: '',
    accountHolder: overview.accountName.toUpperCase(),
    currency: overview.currencies[0] ?? 'HKD',
    fpsProxy: '',
  };
  const [form, setForm] = useState<BankAccountFields>(empty);
  const [statement, setStatement] = useState<ChosenProof | undefined>(undefined);
  const [statementKey, setStatementKey] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const add = useMutation(
    {
      mutationFn: async () => {
        if (!statement?.ok) return null;
        const stepUpToken = await askStepUp();
        if (stepUpToken === null) return null;
        return api.accountBank.addBankAccount({
          ...account,
          bankAccount: {
            bankCode: form.bankCode,
            branchCode: form.branchCode.trim(),
            accountNumber: form.accountNumber.trim(),
            accountHolder: form.accountHolder.trim(),
            currency: form.currency as BankAccountOverview['currencies'][number],
            ...(form.fpsProxy.trim() === '' ? {} : { fpsProxy: form.fpsProxy.trim() }),
          },
          statement: { fileName: statement.fileName, content: statement.content },
          stepUpToken,
        });
      },
      onSuccess: (answer) => {
        if (answer === null) return;
        void cache.invalidateQueries({ queryKey: ['accountBank'] });
      },
    },
    queryClient,
  );
  const set = (field: keyof BankAccountFields) => (value: string) => {
    add.reset();
    setReviewing(false);
    setForm((current) => ({ ...current, [field]: value }));
  };
  const bank = overview.banks.find((entry) => entry.bankCode === form.bankCode);
  const digits = bank
    ? bank.accountNumberDigits.minimum === bank.accountNumberDigits.maximum
      ? String(bank.accountNumberDigits.minimum)
      : t('form.digitsRange', bank.accountNumberDigits)
    : '';
  const numberProblem = accountNumberProblem(form.bankCode, form.accountNumber.trim());
  const serverFailure = add.isError ? bankAccountFailureOf(add.error) : undefined;
  const serverField = serverFailure?.kind === 'field' ? serverFailure.field : undefined;
  const problems = {
    branchCode: !isBranchCode(form.branchCode.trim()) || serverField === 'branchCode',
    accountNumber: numberProblem !== undefined || serverField === 'accountNumber',
    accountHolder: !holderNameMatches(form.accountHolder, overview.accountName) || serverField === 'accountHolder',
    fpsProxy:
      (form.fpsProxy.trim() !== '' && fpsProxyTypeOf(form.fpsProxy) === undefined) || serverField === 'fpsProxy',
  };
  const ready = !Object.values(problems).some(Boolean) && statement?.ok === true;
  const errorShown = (problem: boolean) => (showErrors || serverField !== undefined) && problem;

  if (add.data) {
    return (
      <BankAccountAdded
        added={add.data.bankAccount}
        onAddAnother={() => {
          add.reset();
          setForm(empty);
          setStatement(undefined);
          setStatementKey((key) => key + 1);
          setShowErrors(false);
          setReviewing(false);
        }}
      />
    );
  }

  if (reviewing && ready && statement.ok) {
    return (
      <BankAccountReview
        form={form}
        bank={bank}
        statement={statement}
        failure={serverFailure}
        pending={add.isPending}
        onEdit={() => setReviewing(false)}
        onSubmit={() => add.mutate()}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
        if (ready) setReviewing(true);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('form.bank')}
            value={form.bankCode}
            data-testid="bank-code"
            data={overview.banks.map((entry) => ({
              value: entry.bankCode,
              label: `${entry.bankCode} ${entry.name[language]}`,
            }))}
            onChange={(event) => set('bankCode')(event.currentTarget.value)}
          />
          <TextInput
            label={t('form.branchCode')}
            description={t('form.branchCodeHint')}
            value={form.branchCode}
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            data-testid="branch-code"
            error={errorShown(problems.branchCode) ? t('errors.branchCode') : undefined}
            onChange={(event) => set('branchCode')(event.currentTarget.value)}
          />
          <TextInput
            label={t('form.accountNumber')}
            description={t('form.accountNumberHint', { digits })}
            value={form.accountNumber}
            inputMode="numeric"
            maxLength={40}
            autoComplete="off"
            data-testid="account-number"
            styles={{ input: tabular }}
            error={
              errorShown(problems.accountNumber)
                ? numberProblem === 'format'
                  ? t('errors.accountNumberFormat')
                  : t('errors.accountNumberLength', { digits })
                : undefined
            }
            onChange={(event) => set('accountNumber')(event.currentTarget.value)}
          />
          <TextInput
            label={t('form.holder')}
            description={t('form.holderHint', { name: overview.accountName })}
            value={form.accountHolder}
            maxLength={140}
            autoComplete="name"
            data-testid="account-holder"
            error={errorShown(problems.accountHolder) ? t('errors.holder', { name: overview.accountName }) : undefined}
            onChange={(event) => set('accountHolder')(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('form.currency')}
            value={form.currency}
            data-testid="bank-currency"
            data={overview.currencies}
            onChange={(event) => set('currency')(event.currentTarget.value)}
          />
          <TextInput
            label={t('form.fpsProxy')}
            description={t('form.fpsProxyHint')}
            value={form.fpsProxy}
            maxLength={254}
            autoComplete="off"
            data-testid="fps-proxy"
            error={errorShown(problems.fpsProxy) ? t('errors.fpsProxy') : undefined}
            onChange={(event) => set('fpsProxy')(event.currentTarget.value)}
          />
        </SimpleGrid>
        <StatementField
          key={statementKey}
          proof={statement}
          maximumBytes={overview.maximumStatementBytes}
          showErrors={showErrors}
          onChoose={(chosen) => {
            add.reset();
            setStatement(chosen);
          }}
        />
        <BankAccountFailureAlert failure={serverFailure} />
        <Group justify="flex-end">
          <Button type="submit" disabled={showErrors && !ready} data-testid="review-bank-account">
            {t('form.review')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
