import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@portal/contract/domain/language';
import { createTranslator } from '../../shared/i18n/translator';
import { I18nContext } from '../../shared/i18n/use-translation';
import { loadTexts } from '../i18n-resources';
import { allEnglishTexts } from '../i18n-resources-all';
import { InactivityWarningView } from './inactivity-warning';
import { SessionNotices } from './session-notices';

async function render(node: ReactNode, language: Language = 'en') {
  const translator = createTranslator(allEnglishTexts, language, loadTexts);
  await translator.ready;
  return renderToStaticMarkup(
    <I18nContext value={translator}>
      <MantineProvider>{node}</MantineProvider>
    </I18nContext>,
  );
}

describe('the session notices', () => {
  it('say the session expired, or that another tab signed in, each with a way to dismiss it', async () => {
    const html = await render(
      <SessionNotices notices={['sessionExpired', 'signedInElsewhere']} onDismiss={() => undefined} />,
    );
    expect(html).toContain('Your session has expired. Please log in again.');
    expect(html).toContain('You have been logged out because you signed in from another tab.');
    expect(html.match(/aria-label="Dismiss"/g)).toHaveLength(2);
  });

  it('say so when the inactivity logout failed, in the visitor’s language', async () => {
    const html = await render(
      <SessionNotices notices={['inactivityLogoutFailed', 'signedInElsewhere']} onDismiss={() => undefined} />,
      'zh-HK',
    );
    expect(html).toContain('您已閒置一段時間，但系統未能將您登出，您的登入仍然有效。');
    expect(html).toContain('由於您在另一個分頁登入，您已被登出。');
  });

  it('say a sign-in in another browser or on another device ended the session, in each language', async () => {
    const notice = (language: Language) =>
      render(<SessionNotices notices={['signedInOnAnotherDevice']} onDismiss={() => undefined} />, language);
    expect(await notice('en')).toContain(
      'You have been logged out because you signed in from another browser or device.',
    );
    expect(await notice('zh-HK')).toContain('由於您在另一個瀏覽器或裝置登入，您已被登出。');
    expect(await notice('zh-CN')).toContain('由于您在另一个浏览器或设备登录，您已被登出。');
    expect(await notice('en')).toMatch(/data-tone="info"[^>]*role="alert"/);
  });

  it('show nothing when there is nothing to tell', async () => {
    expect(await render(<SessionNotices notices={[]} onDismiss={() => undefined} />)).not.toContain('role="alert"');
  });
});

describe('the inactivity warning', () => {
  it('counts down in minutes and seconds and offers Stay Logged In', async () => {
    const html = await render(<InactivityWarningView remainingMs={299_400} onStayLoggedIn={() => undefined} />);
    expect(html).toContain('05:00');
    expect(html).toContain('Stay Logged In');
    expect(html).toContain('role="timer"');
  });
});
