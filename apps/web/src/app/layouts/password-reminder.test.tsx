import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '@portal/contract/brands';
import type { Language } from '@portal/contract/domain/language';
import { BrandContext } from '../../shared/brand/brand-context';
import { createTranslator } from '../../shared/i18n/translator';
import { I18nContext } from '../../shared/i18n/use-translation';
import { SessionContext } from '../../shared/session/session-context';
import { createSessionStore, withLogin } from '../../shared/session/session-store';
import type { SessionFacts } from '../../shared/session/session-store';
import { createExpiringStorage } from '../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { loadTexts } from '../i18n-resources';
import { allEnglishTexts } from '../i18n-resources-all';
import { brandWith, session } from '../routing/routing-fixtures';
import { PasswordReminder, PasswordReminderBanner, passwordReminderDismissedKey } from './password-reminder';
import type { PasswordReminderBannerProps, ShownPasswordReminder } from './password-reminder';

type Setting = {
  readonly language?: Language;
  readonly brand?: BrandConfig;
  readonly facts?: SessionFacts;
  readonly storage?: Storage;
};

async function render(node: ReactNode, { language = 'en', brand = brandWith('demo'), facts }: Setting = {}) {
  const translator = createTranslator(allEnglishTexts, language, loadTexts);
  await translator.ready;
  const sessions = createSessionStore(createExpiringStorage(new MemoryStorage()));
  if (facts) sessions.update((state) => withLogin(state, facts));
  return renderToStaticMarkup(
    <BrandContext value={brand}>
      <I18nContext value={translator}>
        <SessionContext value={sessions}>
          <MemoryRouter>{node}</MemoryRouter>
        </SessionContext>
      </I18nContext>
    </BrandContext>,
  );
}

function banner(
  reminder: ShownPasswordReminder,
  language: Language = 'en',
  change: Partial<PasswordReminderBannerProps> = {},
) {
  return render(
    <PasswordReminderBanner reminder={reminder} withChangePasswordLink onDismiss={() => undefined} {...change} />,
    { language },
  );
}

describe('the password reminder banner (SPEC §4 Password reminders)', () => {
  it.each([
    [{ kind: 'expiresIn', days: 3 }, 'Your password will expire in 3 days.'],
    [{ kind: 'expiresIn', days: 1 }, 'Your password will expire in 1 day.'],
    [{ kind: 'expiresToday' }, 'Your password expires today.'],
    [{ kind: 'expiredAgo', days: 2 }, 'Your password expired 2 days ago.'],
    [{ kind: 'expiredAgo', days: 1 }, 'Your password expired 1 day ago.'],
    [{ kind: 'forced' }, 'You must change your password before you continue.'],
  ] as const)('says %o as "%s"', async (reminder: ShownPasswordReminder, text) => {
    expect(await banner(reminder)).toContain(`>${text}</p>`);
  });

  it.each([
    ['zh-HK', { kind: 'expiresIn', days: 3 }, '你的密碼將於 3 日後到期。'],
    ['zh-HK', { kind: 'expiresToday' }, '你的密碼將於今日到期。'],
    ['zh-HK', { kind: 'expiredAgo', days: 2 }, '你的密碼已於 2 日前到期。'],
    ['zh-CN', { kind: 'expiresIn', days: 1 }, '你的密码将于 1 天后到期。'],
    ['zh-CN', { kind: 'expiresToday' }, '你的密码将于今天到期。'],
    ['zh-CN', { kind: 'expiredAgo', days: 12 }, '你的密码已于 12 天前到期。'],
    ['zh-CN', { kind: 'forced' }, '你必须先更改密码，方可继续。'],
  ] as const)('in %s says %o as "%s"', async (language, reminder: ShownPasswordReminder, text) => {
    expect(await banner(reminder, language)).toContain(`>${text}</p>`);
  });

  it('is red for a forced change and cannot be dismissed', async () => {
    const markup = await banner({ kind: 'forced' }, 'en', { onDismiss: undefined });
    expect(markup).toContain('data-tone="danger"');
    expect(markup).toContain('role="alert"');
    expect(markup).not.toContain('<button');
  });

  it('is yellow for an expiry, with a dismiss button', async () => {
    const markup = await banner({ kind: 'expiresIn', days: 3 });
    expect(markup).toContain('data-tone="warning"');
    expect(markup).toContain('role="status"');
    expect(markup).toContain('aria-label="Dismiss"');
  });

  it('links to the change-password page only where the accounts area exists', async () => {
    expect(await banner({ kind: 'expiresToday' })).toMatch(
      /<a [^>]*href="\/accounts\/changePassword"[^>]*>Change password<\/a>/,
    );
    expect(await banner({ kind: 'expiresToday' }, 'zh-HK')).toContain('>更改密碼</a>');
    expect(await banner({ kind: 'expiresToday' }, 'en', { withChangePasswordLink: false })).not.toContain('<a');
  });
});

describe('the password reminder of the active session', () => {
  // 2026-05-27 10:00 in Hong Kong: 87 days after a change on 2026-03-01, 3 days before a 90-day password expires.
  const today = Date.parse('2026-05-27T02:00:00Z');
  const expiring = session('user', {
    passwordDuration: 90,
    alertChangePasswordOption: 14,
    lastChangePasswordAt: Date.parse('2026-03-01T02:00:00Z'),
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says nothing when nobody is signed in', async () => {
    expect(await render(<PasswordReminder storage={new MemoryStorage()} />)).toBe('');
  });

  it('counts the days left of the active session password', async () => {
    const markup = await render(<PasswordReminder storage={new MemoryStorage()} />, { facts: expiring });
    expect(markup).toContain('>Your password will expire in 3 days.</p>');
    expect(markup).toContain('href="/accounts/changePassword"');
  });

  it('leaves out the link where the brand has no accounts area', async () => {
    const markup = await render(<PasswordReminder storage={new MemoryStorage()} />, {
      facts: expiring,
      brand: brandWith('demo', { accountEnabled: false }),
    });
    expect(markup).toContain('Your password will expire in 3 days.');
    expect(markup).not.toContain('<a');
  });

  it('says nothing while the expiry is further off than the reminder option, or never comes', async () => {
    const storage = new MemoryStorage();
    expect(
      await render(<PasswordReminder storage={storage} />, { facts: { ...expiring, alertChangePasswordOption: 2 } }),
    ).toBe('');
    expect(await render(<PasswordReminder storage={storage} />, { facts: { ...expiring, passwordDuration: 0 } })).toBe(
      '',
    );
  });

  it('stays away once dismissed in this tab, until the password changes', async () => {
    const storage = new MemoryStorage();
    storage.setItem(passwordReminderDismissedKey, `${expiring.accountCode}:${expiring.lastChangePasswordAt}`);
    expect(await render(<PasswordReminder storage={storage} />, { facts: expiring })).toBe('');
    const changedSince = { ...expiring, lastChangePasswordAt: Date.parse('2026-02-28T02:00:00Z') };
    expect(await render(<PasswordReminder storage={storage} />, { facts: changedSince })).toContain(
      'Your password will expire in 2 days.',
    );
  });

  it('leaves a forced change to the change screen, which shows its own red warning', async () => {
    const markup = await render(<PasswordReminder storage={new MemoryStorage()} />, {
      facts: { ...expiring, forceChangePassword: true },
    });
    expect(markup).toBe('');
  });
});
