import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  changePasswordMessages,
  changePasswordResults,
  newPasswordMismatchMessage,
  passwordHistoryDepth,
} from '@portal/contract';
import type { ChangePasswordResult, PasswordRule } from '@portal/contract';
import type { Language } from '@portal/contract/domain/language';
import { loadTexts } from '../../app/i18n-resources';
import { allEnglishTexts } from '../../app/i18n-resources-all';
import { portalTheme } from '../../app/theme';
import { getBrand } from '@portal/contract/brands';
import { ApiError } from '../../shared/api/api-error';
import { createTranslator } from '../../shared/i18n/translator';
import { I18nContext } from '../../shared/i18n/use-translation';
import { SessionContext } from '../../shared/session/session-context';
import { createSessionStore } from '../../shared/session/session-store';
import { createExpiringStorage } from '../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import {
  ChangePasswordFields,
  changePasswordFailureOf,
  changePasswordFormState,
  emptyChangePasswordValues,
} from '../../shared/password/change-password-form';
import type { ChangePasswordFieldsProps, ChangePasswordValues } from '../../shared/password/change-password-form';
import { ForcedPasswordChange } from './forced-password-change';

/** 8 to 16 characters, a digit and a letter, and 3 of the 4 classes. */
const rule: PasswordRule = {
  minimumLength: 8,
  maximumLength: 16,
  alphaNumeric: true,
  enhancedRule: true,
  requiredSatisfyRule: 3,
  requireBaseDigit: false,
  requireLowerCaseCharacter: false,
  requireUpperCaseCharacter: false,
  requireSpecialCharacter: false,
};

const acceptable: ChangePasswordValues = {
  oldLoginPassword: 'old-secret',
  newLoginPassword: 'Harbour2026',
  confirmNewPassword: 'Harbour2026',
};

async function render(language: Language, node: ReactNode): Promise<string> {
  const translator = createTranslator(allEnglishTexts, language, loadTexts);
  await translator.ready;
  const sessions = createSessionStore(createExpiringStorage(new MemoryStorage()));
  return renderToStaticMarkup(
    <I18nContext value={translator}>
      <SessionContext value={sessions}>
        <MantineProvider theme={portalTheme(getBrand('demo'))}>
          <MemoryRouter>{node}</MemoryRouter>
        </MantineProvider>
      </SessionContext>
    </I18nContext>,
  );
}

function fields(change: Partial<ChangePasswordFieldsProps> = {}, language: Language = 'en') {
  return render(
    language,
    <ChangePasswordFields
      rule={rule}
      values={emptyChangePasswordValues}
      onValuesChange={() => undefined}
      oldPasswordTouched={false}
      onOldPasswordBlur={() => undefined}
      sending={false}
      outcome={null}
      onSubmit={() => undefined}
      {...change}
    />,
  );
}

/** The submit button's opening tag. */
function submitButton(markup: string): string {
  const button = /<button[^>]*type="submit"[^>]*>/.exec(markup)?.[0];
  if (!button) throw new Error('No submit button');
  return button;
}

const isDisabled = (markup: string) => /\sdisabled=""/.test(submitButton(markup));

describe('the change-password form state (SPEC §5)', () => {
  it('may be sent once the rule is met, the confirmation matches and the old password is given', () => {
    expect(changePasswordFormState(acceptable, rule).canSubmit).toBe(true);
  });

  it.each([
    ['the old password is empty', { oldLoginPassword: '' }],
    ['the new password is too short', { newLoginPassword: 'Hb2026', confirmNewPassword: 'Hb2026' }],
    ['the new password has no digit', { newLoginPassword: 'HarbourView', confirmNewPassword: 'HarbourView' }],
    ['only 2 of the 3 required classes appear', { newLoginPassword: 'harbour2026', confirmNewPassword: 'harbour2026' }],
    ['the confirmation differs', { confirmNewPassword: 'Harbour2027' }],
    ['nothing is confirmed yet', { confirmNewPassword: '' }],
  ])('may not be sent while %s', (_reason, change: Partial<ChangePasswordValues>) => {
    expect(changePasswordFormState({ ...acceptable, ...change }, rule).canSubmit).toBe(false);
  });

  it('reports a mismatch only once something is confirmed', () => {
    expect(changePasswordFormState({ ...acceptable, confirmNewPassword: '' }, rule).mismatch).toBe(false);
    expect(changePasswordFormState({ ...acceptable, confirmNewPassword: 'Harbour' }, rule).mismatch).toBe(true);
  });
});

describe('the change-password fields', () => {
  it('keep the button disabled while empty and list every check of the rule, none met', async () => {
    const markup = await fields();
    expect(isDisabled(markup)).toBe(true);
    expect(markup).toContain('Old Password');
    expect(markup).toContain('Confirm New Password');
    expect(markup).toContain('have 8 to 16 characters');
    expect(markup).toContain('contain a letter and a digit');
    expect(markup).toContain(
      'contain at least 3 of: a digit, a lower case letter, an upper case letter, a special character ~!@#$%^&amp;*()_+{}:&quot;&lt;&gt;?',
    );
    expect(markup.match(/data-passed="false"/g)).toHaveLength(3);
    expect(markup).not.toContain('data-passed="true"');
  });

  it('tick each check as the new password meets it', async () => {
    const markup = await fields({ values: { ...acceptable, newLoginPassword: 'harbour2026' } });
    expect(markup).toMatch(/data-check="length" data-passed="true"/);
    expect(markup).toMatch(/data-check="alphaNumeric" data-passed="true"/);
    expect(markup).toMatch(/data-check="enhancedRule" data-passed="false"/);
    expect(isDisabled(markup)).toBe(true);
  });

  it('list the require flags of the rule when it sets them', async () => {
    const markup = await fields({
      rule: { ...rule, requireUpperCaseCharacter: true, requireSpecialCharacter: true },
      values: { ...acceptable, newLoginPassword: 'Harbour2026' },
    });
    expect(markup).toMatch(/data-check="requireUpperCaseCharacter" data-passed="true"/);
    expect(markup).toMatch(/data-check="requireSpecialCharacter" data-passed="false"/);
    expect(markup).toContain('contain a special character ~!@#$%^&amp;*()_+{}:&quot;&lt;&gt;?');
  });

  it('enable the button once everything is in order', async () => {
    const markup = await fields({ values: acceptable });
    expect(isDisabled(markup)).toBe(false);
    expect(markup).not.toContain('data-passed="false"');
  });

  it('disable the button while the change is being sent', async () => {
    expect(isDisabled(await fields({ values: acceptable, sending: true }))).toBe(true);
  });

  it('say exactly that the two new passwords must match when they differ', async () => {
    const markup = await fields({ values: { ...acceptable, confirmNewPassword: 'Harbour2027' } });
    expect(markup).toContain('The &quot;New Password&quot; and &quot;Confirm New Password&quot; fields must match.');
    expect(isDisabled(markup)).toBe(true);
  });

  it('say it in Chinese too', async () => {
    const values = { ...acceptable, confirmNewPassword: 'Harbour2027' };
    expect(await fields({ values }, 'zh-HK')).toContain('「新密碼」與「確認新密碼」欄位必須相同。');
    expect(await fields({ values }, 'zh-CN')).toContain('“新密码”与“确认新密码”字段必须一致。');
  });

  it('ask for the old password once its field was left empty', async () => {
    expect(await fields()).not.toContain('Enter your old password.');
    expect(await fields({ oldPasswordTouched: true })).toContain('Enter your old password.');
    expect(await fields({ oldPasswordTouched: true, values: acceptable })).not.toContain('Enter your old password.');
  });

  it.each([
    ['en', 'incorrectOldLoginPassword', 'The old password is incorrect.'],
    ['en', 'newPasswordUsedBefore', `The new password cannot be one of your last ${passwordHistoryDepth} passwords.`],
    ['zh-HK', 'violatesPasswordPolicy', '新密碼不符合密碼規則。'],
    ['zh-HK', 'newPasswordUsedBefore', `新密碼不可與最近 ${passwordHistoryDepth} 次使用過的密碼相同。`],
    ['zh-CN', 'errorOnNewLoginPassword', '无法接受此新密码。'],
    ['zh-CN', 'unknown', '无法更改密码。'],
    ['en', 'success', 'Your password has been changed.'],
  ] as const)('in %s show the %s result', async (language, outcome: ChangePasswordResult, text) => {
    expect(await fields({ values: acceptable, outcome }, language)).toContain(text);
  });
});

describe('the change results', () => {
  it('are the English texts of the contract catalogue', () => {
    const translator = createTranslator(allEnglishTexts, 'en', loadTexts);
    for (const result of changePasswordResults) {
      expect(translator.t(`users:changePassword.result.${result}`, { depth: passwordHistoryDepth })).toBe(
        changePasswordMessages[result],
      );
    }
    expect(translator.t('users:changePassword.newPasswordMismatch')).toBe(newPasswordMismatchMessage);
  });

  it('come from the 422 code, and anything else counts as unknown', () => {
    const refusal = (code: string) => new ApiError(422, { code, message: code });
    expect(changePasswordFailureOf(refusal('incorrectOldLoginPassword'))).toBe('incorrectOldLoginPassword');
    expect(changePasswordFailureOf(refusal('errorOnNewLoginPassword'))).toBe('errorOnNewLoginPassword');
    expect(changePasswordFailureOf(refusal('violatesPasswordPolicy'))).toBe('violatesPasswordPolicy');
    expect(changePasswordFailureOf(refusal('newPasswordUsedBefore'))).toBe('newPasswordUsedBefore');
    expect(changePasswordFailureOf(refusal('somethingNew'))).toBe('unknown');
    expect(changePasswordFailureOf(new ApiError(500, { code: 'internal', message: 'boom' }))).toBe('unknown');
    expect(changePasswordFailureOf(new TypeError('Failed to fetch'))).toBe('unknown');
  });
});

describe('the forced password change screen', () => {
  it('warns in the danger colour (red in every brand) that the password must be changed first, above the form loading its rule', async () => {
    const markup = await render('en', <ForcedPasswordChange onChanged={() => undefined} />);
    expect(markup).toMatch(/data-testid="forced-password-warning"[^>]*>/);
    expect(markup).toContain('You must change your password before you continue.');
    expect(markup).toContain('--alert-color:var(--mantine-color-danger-light-color)');
    expect(markup).toContain('Loading the password rule…');
  });

  it('warns in Chinese', async () => {
    expect(await render('zh-HK', <ForcedPasswordChange onChanged={() => undefined} />)).toContain(
      '你必須先更改密碼，方可繼續。',
    );
    expect(await render('zh-CN', <ForcedPasswordChange onChanged={() => undefined} />)).toContain(
      '你必须先更改密码，方可继续。',
    );
  });
});
