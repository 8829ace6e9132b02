import { Alert, Button, Container, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  checkPassword,
  isChangeTradePasswordResult,
  tradePasswordHistoryDepth,
  type ChangeTradePasswordResult,
  type PasswordRule,
} from '@portal/contract';
import { formatDate, formatTime12 } from '@portal/contract/domain/date-format';
import type { TradingAccount as ActingAccount } from '../../../shared/session/trading-account';
import { ApiError } from '../../../shared/api/api-error';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PasswordRuleChecklist } from '../../../shared/password/change-password-form';
import { retryUnlessRefused } from '../../../shared/password/use-sign-in-again';
import { useTradingAccount } from '../../../shared/session/trading-account';
import { useStepUp } from '../../../shared/step-up/use-step-up';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useCredentialsApi } from './credentials-api';

export type TradePasswordValues = {
  readonly oldTradePassword: string;
  readonly newTradePassword: string;
  readonly confirmNewTradePassword: string;
};

const emptyValues: TradePasswordValues = { oldTradePassword: '', newTradePassword: '', confirmNewTradePassword: '' };

/** What the form shows for the values typed: the rule's checklist, a mismatch, and whether it may be sent. */
export function tradePasswordFormState(values: TradePasswordValues, rule: PasswordRule) {
  const checks = checkPassword(values.newTradePassword, rule);
  const matches = values.newTradePassword === values.confirmNewTradePassword;
  return {
    checks,
    mismatch: values.confirmNewTradePassword !== '' && !matches,
    canSubmit: values.oldTradePassword !== '' && matches && checks.every((check) => check.passed),
  };
}

/** What the page answers a change with: a result of SPEC §8, or that the step-up was missing or no longer valid. */
export type TradePasswordOutcome = ChangeTradePasswordResult | 'stepUpRequired';

/** The change result a failed call stands for (SPEC §8 trade password codes); anything else is unknown. */
export function tradePasswordFailureOf(error: unknown): Exclude<TradePasswordOutcome, 'success'> {
  if (error instanceof ApiError && error.status === 403 && error.code === 'STEP_UP_REQUIRED') return 'stepUpRequired';
  if (error instanceof ApiError && error.status === 422 && isChangeTradePasswordResult(error.code)) {
    return error.code === 'success' ? 'unknown' : error.code;
  }
  return 'unknown';
}

function tradeTermsKey(account: ActingAccount) {
  return ['accountCredential', 'tradePasswordTerms', { ...account }] as const;
}

/**
 * /accounts/changeTradePassword (SPEC §2: shown only if a trade password is required; issue 17 part 4): the old trade
 * password, a new one checked against the rule as it is typed, and its confirmation; the change asks for step-up.
 */
export function ChangeTradePasswordPage() {
  const account = useTradingAccount();
  if (account === undefined) return null;
  return <ChangeTradePassword key={`${account.source}:${account.accountCode}`} account={account} />;
}

function ChangeTradePassword({ account }: { readonly account: ActingAccount }) {
  const { t } = useTranslation('accountCredentials');
  const client = useCredentialsApi();
  const brand = useBrand();
  const terms = useQuery(
    {
      queryKey: tradeTermsKey(account),
      queryFn: ({ signal }) =>
        client.accountCredential.tradePasswordTerms({ ...account }, { signal, actingFor: account }),
      retry: retryUnlessRefused,
    },
    queryClient,
  );
  const [values, setValues] = useState(emptyValues);
  const [oldTouched, setOldTouched] = useState(false);
  const [outcome, setOutcome] = useState<TradePasswordOutcome | null>(null);
  const stepUp = useStepUp(client);
  const change = useMutation(
    {
      mutationFn: (input: { oldTradePassword: string; newTradePassword: string; stepUpToken: string }) =>
        client.accountCredential.changeTradePassword({ ...account, ...input }, { actingFor: account }),
    },
    queryClient,
  );

  let body;
  if (terms.isPending) {
    body = (
      <Stack align="center" gap="xs" py="md" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('common.loading')}</Text>
      </Stack>
    );
  } else if (terms.isError) {
    body = (
      <RetryAlert
        message={t('common.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => void terms.refetch()}
      />
    );
  } else if (!terms.data.hasTradePassword) {
    body = (
      <Alert color="info" variant="light" data-testid="trade-password-not-required">
        {t('tradePassword.notRequired')}
      </Alert>
    );
  } else {
    const state = tradePasswordFormState(values, terms.data.rule);
    const submit = async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!state.canSubmit || change.isPending) return;
      setOutcome(null);
      // Step-up first (ADR 036): the password or the second factor's code again, for this one change.
      const stepUpToken = await stepUp.ask('tradePassword');
      if (stepUpToken === null) return;
      change.mutate(
        { oldTradePassword: values.oldTradePassword, newTradePassword: values.newTradePassword, stepUpToken },
        {
          onSuccess: () => {
            setValues(emptyValues);
            setOldTouched(false);
            setOutcome('success');
            void queryClient.invalidateQueries({ queryKey: tradeTermsKey(account) });
          },
          onError: (error) => setOutcome(tradePasswordFailureOf(error)),
        },
      );
    };
    const edit = (next: TradePasswordValues) => {
      setValues(next);
      if (outcome !== null && outcome !== 'success') setOutcome(null);
    };
    const lastChange = terms.data.lastChangeTime;
    body = (
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('tradePassword.intro')}
          </Text>
          {lastChange !== null && (
            <Text size="sm" data-testid="trade-password-last-change">
              {t('tradePassword.lastChanged', {
                time: `${formatDate(lastChange, brand.marketTimeZone)} ${formatTime12(lastChange, brand.marketTimeZone)}`,
              })}
            </Text>
          )}
          <PasswordInput
            label={t('tradePassword.oldTradePassword')}
            autoComplete="off"
            required
            value={values.oldTradePassword}
            onChange={(event) => edit({ ...values, oldTradePassword: event.currentTarget.value })}
            onBlur={() => setOldTouched(true)}
            error={oldTouched && values.oldTradePassword === '' ? t('tradePassword.oldRequired') : null}
            data-testid="old-trade-password"
          />
          <PasswordInput
            label={t('tradePassword.newTradePassword')}
            autoComplete="off"
            required
            value={values.newTradePassword}
            onChange={(event) => edit({ ...values, newTradePassword: event.currentTarget.value })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            descriptionProps={{ component: 'div' }}
            description={<PasswordRuleChecklist checks={state.checks} />}
            data-testid="new-trade-password"
          />
          <PasswordInput
            label={t('tradePassword.confirmNewTradePassword')}
            autoComplete="off"
            required
            value={values.confirmNewTradePassword}
            onChange={(event) => edit({ ...values, confirmNewTradePassword: event.currentTarget.value })}
            error={state.mismatch ? t('tradePassword.mismatch') : null}
            data-testid="confirm-trade-password"
          />
          {outcome === 'success' && (
            <Alert color="success" variant="light" role="status" data-testid="trade-password-changed">
              {t('tradePassword.result.success')}
            </Alert>
          )}
          {outcome !== null && outcome !== 'success' && (
            <Alert
              color="danger"
              variant="light"
              role="alert"
              data-testid="trade-password-failure"
              data-result={outcome}
            >
              {outcome === 'stepUpRequired'
                ? t('tradePassword.stepUpRequired')
                : t(`tradePassword.result.${outcome}`, { depth: tradePasswordHistoryDepth })}
            </Alert>
          )}
          <Button
            type="submit"
            disabled={!state.canSubmit}
            loading={change.isPending}
            data-testid="change-trade-password"
          >
            {t('tradePassword.submit')}
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('tradePassword.heading')}</Title>
        {body}
      </Stack>
      {stepUp.dialog}
    </Container>
  );
}
