import { Alert, Button, List, Loader, PasswordInput, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  checkPassword,
  isChangePasswordResult,
  newPasswordsMatch,
  passwordHistoryDepth,
  type ChangePasswordResult,
  type PasswordCheck,
  type PasswordRule,
} from '@portal/contract';
import { api } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { apiQueryOptions } from '../api/api-query';
import { queryClient } from '../api/query-client';
import { useTranslation } from '../i18n/use-translation';
import { useSessionStore } from '../session/session-context';
import { withSessionFacts } from '../session/session-store';
import { isSessionEnded, retryUnlessRefused, useSignInAgain } from './use-sign-in-again';

/** What the user has typed into the three fields. */
export type ChangePasswordValues = {
  readonly oldLoginPassword: string;
  readonly newLoginPassword: string;
  readonly confirmNewPassword: string;
};

export const emptyChangePasswordValues: ChangePasswordValues = {
  oldLoginPassword: '',
  newLoginPassword: '',
  confirmNewPassword: '',
};

/** What the form shows for the values typed: the rule's checklist, a mismatch, and whether it may be sent. */
export type ChangePasswordFormState = {
  readonly checks: readonly PasswordCheck[];
  /** The confirmation differs from the new password (shown once something is typed into it). */
  readonly mismatch: boolean;
  readonly canSubmit: boolean;
};

/** SPEC §5: the new password meets the rule, the confirmation matches it and the old password is given. */
export function changePasswordFormState(values: ChangePasswordValues, rule: PasswordRule): ChangePasswordFormState {
  const checks = checkPassword(values.newLoginPassword, rule);
  const matches = newPasswordsMatch(values.newLoginPassword, values.confirmNewPassword);
  return {
    checks,
    mismatch: values.confirmNewPassword !== '' && !matches,
    canSubmit:
      values.oldLoginPassword !== '' &&
      values.newLoginPassword !== '' &&
      matches &&
      checks.every((check) => check.passed),
  };
}

/** The change result a failed call stands for (SPEC §8); anything not a known 422 refusal counts as unknown. */
export function changePasswordFailureOf(error: unknown): Exclude<ChangePasswordResult, 'success'> {
  if (error instanceof ApiError && error.status === 422 && isChangePasswordResult(error.code)) {
    return error.code === 'success' ? 'unknown' : error.code;
  }
  return 'unknown';
}

/** The `t` of the users namespace, as useTranslation gives it. */
type UsersT = ReturnType<typeof useTranslation<'users'>>['t'];

function checkText(check: PasswordCheck, t: UsersT): string {
  switch (check.kind) {
    case 'length':
      return t('changePassword.check.length', {
        minimumLength: check.minimumLength,
        maximumLength: check.maximumLength,
      });
    case 'enhancedRule':
      return t('changePassword.check.enhancedRule', { required: check.required });
    default:
      return t(`changePassword.check.${check.kind}`);
  }
}

/**
 * The rule's live checklist under a new-password field: each check the rule asks for, met or not. Shared by the
 * password change and the password reset (which gets its rule from verifyResetCode).
 */
export function PasswordRuleChecklist({ checks }: { readonly checks: readonly PasswordCheck[] }) {
  const { t } = useTranslation('users');
  return (
    <>
      <Text size="sm" fw={500} mt="xs">
        {t('changePassword.ruleHeading')}
      </Text>
      <List size="sm" spacing={4} listStyleType="none" data-testid="password-checklist">
        {checks.map((check) => (
          <List.Item
            key={check.kind}
            data-check={check.kind}
            data-passed={check.passed}
            icon={
              <Text span c={check.passed ? 'success' : 'dimmed'} aria-hidden="true">
                {check.passed ? '✓' : '○'}
              </Text>
            }
          >
            <Text span size="sm" c={check.passed ? undefined : 'dimmed'}>
              {checkText(check, t)}
            </Text>
            <VisuallyHidden>
              {' '}
              ({check.passed ? t('changePassword.checkMet') : t('changePassword.checkNotMet')})
            </VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </>
  );
}

export type ChangePasswordFieldsProps = {
  readonly rule: PasswordRule;
  readonly values: ChangePasswordValues;
  readonly onValuesChange: (values: ChangePasswordValues) => void;
  /** The old password field has been left once: from then on an empty one shows its error. */
  readonly oldPasswordTouched: boolean;
  readonly onOldPasswordBlur: () => void;
  readonly sending: boolean;
  /** The answer to the last attempt, if any. */
  readonly outcome: ChangePasswordResult | null;
  readonly onSubmit: () => void;
};

/** The three password fields, the rule's live checklist and the submit button; the caller holds the values. */
export function ChangePasswordFields({
  rule,
  values,
  onValuesChange,
  oldPasswordTouched,
  onOldPasswordBlur,
  sending,
  outcome,
  onSubmit,
}: ChangePasswordFieldsProps) {
  const { t } = useTranslation('users');
  const state = changePasswordFormState(values, rule);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.canSubmit && !sending) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('changePassword.oldPassword')}
          autoComplete="current-password"
          required
          value={values.oldLoginPassword}
          onChange={(event) => onValuesChange({ ...values, oldLoginPassword: event.currentTarget.value })}
          onBlur={onOldPasswordBlur}
          error={oldPasswordTouched && values.oldLoginPassword === '' ? t('changePassword.oldPasswordRequired') : null}
        />
        <PasswordInput
          label={t('changePassword.newPassword')}
          autoComplete="new-password"
          required
          value={values.newLoginPassword}
          onChange={(event) => onValuesChange({ ...values, newLoginPassword: event.currentTarget.value })}
          // The checklist is the field's description, below it, so a screen reader reads it with the field.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          descriptionProps={{ component: 'div' }}
          description={<PasswordRuleChecklist checks={state.checks} />}
        />
        <PasswordInput
          label={t('changePassword.confirmNewPassword')}
          autoComplete="new-password"
          required
          value={values.confirmNewPassword}
          onChange={(event) => onValuesChange({ ...values, confirmNewPassword: event.currentTarget.value })}
          error={state.mismatch ? t('changePassword.newPasswordMismatch') : null}
        />
        {outcome === 'success' && (
          <Alert color="success" role="status">
            {t('changePassword.result.success')}
          </Alert>
        )}
        {outcome !== null && outcome !== 'success' && (
          <Alert color="danger">{t(`changePassword.result.${outcome}`, { depth: passwordHistoryDepth })}</Alert>
        )}
        <Button type="submit" disabled={!state.canSubmit} loading={sending}>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}

export type ChangePasswordFormProps = {
  /** Called after the server accepted the new password, with its lastChangePasswordDate (ISO instant). */
  readonly onChanged: (lastChangePasswordDate: string) => void;
};

/**
 * The login-password change of SPEC §4 and §5: fetches the rule, checks the new password against it as it is typed,
 * and sends the change. The active session's facts are updated on success, so the reminders and the forced-change
 * gate clear at once; a 401 sends the user to log in again (SPEC §8).
 */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation('users');
  const sessions = useSessionStore();
  const signInAgain = useSignInAgain();
  const rule = useQuery(
    { ...apiQueryOptions('account', 'retrievePasswordRule', {}), retry: retryUnlessRefused },
    queryClient,
  );
  const change = useMutation(
    {
      mutationFn: (input: { oldLoginPassword: string; newLoginPassword: string }) => api.account.changePassword(input),
    },
    queryClient,
  );
  const [values, setValues] = useState(emptyChangePasswordValues);
  const [oldPasswordTouched, setOldPasswordTouched] = useState(false);
  const [outcome, setOutcome] = useState<ChangePasswordResult | null>(null);

  const ruleSessionEnded = isSessionEnded(rule.error);
  useEffect(() => {
    if (ruleSessionEnded) signInAgain();
  }, [ruleSessionEnded, signInAgain]);

  if (rule.isPending || ruleSessionEnded) {
    return (
      <Stack align="center" gap="xs" py="md" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('changePassword.ruleLoading')}</Text>
      </Stack>
    );
  }
  if (rule.isError) {
    return (
      <Alert color="danger" title={t('changePassword.ruleLoadFailed')}>
        <Button variant="light" color="danger" size="xs" onClick={() => void rule.refetch()}>
          {t('changePassword.retry')}
        </Button>
      </Alert>
    );
  }

  const submit = () => {
    setOutcome(null);
    change.mutate(
      { oldLoginPassword: values.oldLoginPassword, newLoginPassword: values.newLoginPassword },
      {
        onSuccess: ({ lastChangePasswordDate }) => {
          sessions.update((state) =>
            state.activeAccountCode === null
              ? state
              : withSessionFacts(state, state.activeAccountCode, {
                  forceChangePassword: false,
                  lastChangePasswordAt: Date.parse(lastChangePasswordDate),
                }),
          );
          setValues(emptyChangePasswordValues);
          setOldPasswordTouched(false);
          setOutcome('success');
          onChanged(lastChangePasswordDate);
        },
        onError: (error) => {
          if (isSessionEnded(error)) signInAgain();
          else setOutcome(changePasswordFailureOf(error));
        },
      },
    );
  };

  return (
    <ChangePasswordFields
      rule={rule.data}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        // A refusal stays until the user edits a field, so it is read against the values it was given for.
        if (outcome !== null && outcome !== 'success') setOutcome(null);
      }}
      oldPasswordTouched={oldPasswordTouched}
      onOldPasswordBlur={() => setOldPasswordTouched(true)}
      sending={change.isPending}
      outcome={outcome}
      onSubmit={submit}
    />
  );
}
