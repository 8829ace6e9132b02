import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contract/brands';
import type { LiveSession } from '@portal/contract';
import { BrandContext } from '../../shared/brand/brand-context';
import { withTexts } from './login/login-fixtures';
import { SessionsView } from './sessions-section';
import type { LiveSessionsState, SessionsViewProps } from './sessions-section';
import type { Language } from '@portal/contract/domain/language';

const thisBrowser: LiveSession = {
  sessionId: 's-1',
  browserName: 'Chrome',
  systemName: 'Linux',
  address: '127.0.0.1',
  startTime: '2026-11-20T07:05:00.000Z',
  lastSeenTime: '2026-11-20T07:35:00.000Z',
  current: true,
  isSessionLogin: false,
};
const phone: LiveSession = {
  ...thisBrowser,
  sessionId: 's-2',
  browserName: 'Safari',
  systemName: 'iOS',
  address: '203.0.113.9',
  startTime: '2026-11-19T23:59:00.000Z',
  lastSeenTime: '2026-11-20T01:00:00.000Z',
  current: false,
};

const closed: SessionsViewProps['confirm'] = {
  opened: false,
  ending: false,
  failed: false,
  onOpen: () => undefined,
  onClose: () => undefined,
  onConfirm: () => undefined,
};

async function section(
  state: LiveSessionsState,
  extra: Partial<SessionsViewProps> = {},
  language: Language = 'en',
): Promise<string> {
  return renderToStaticMarkup(
    <BrandContext value={getBrand('demo')}>
      <MantineProvider>
        {await withTexts(
          <SessionsView accountCode="V20001" state={state} onRetry={() => undefined} confirm={closed} {...extra} />,
          language,
        )}
      </MantineProvider>
    </BrandContext>,
  );
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The text of each listed session. */
const items = (markup: string) =>
  [...markup.matchAll(/data-testid="live-session"[^>]*>(.*?)<\/li>/gs)].map((match) => text(match[1] ?? ''));

/** The device each listed session is named by (its bold first line, without the “This browser” badge). */
const devices = (markup: string) =>
  [...markup.matchAll(/data-testid="live-session".*?<p style="font-weight:600"[^>]*>(.*?)<\/p>/gs)].map((match) =>
    text(match[1] ?? ''),
  );

/** The end-others button, whether it is disabled. */
const endOthersDisabled = (markup: string) =>
  /<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Log out other sessions/s.test(markup);

describe('the signed-in devices of settings', () => {
  it('lists each session’s browser, address, start and last activity in Hong Kong time, this browser marked', async () => {
    const markup = await section({ kind: 'loaded', sessions: [thisBrowser, phone] });
    expect(items(markup)).toEqual([
      'Chrome on Linux This browser Address: 127.0.0.1 Signed in: 2026-11-20 3:05pm Last active: 2026-11-20 3:35pm',
      'Safari on iOS Address: 203.0.113.9 Signed in: 2026-11-20 7:59am Last active: 2026-11-20 9:00am',
    ]);
    expect(text(markup)).toContain('Where V20001 is signed in now.');
    expect(endOthersDisabled(markup)).toBe(false);
  });

  it('names browser and system in the reader’s language, the product names untranslated', async () => {
    const both = { kind: 'loaded', sessions: [thisBrowser, phone] } as const;
    expect(devices(await section(both))).toEqual(['Chrome on Linux', 'Safari on iOS']);
    expect(devices(await section(both, {}, 'zh-HK'))).toEqual(['Linux 上的 Chrome', 'iOS 上的 Safari']);
    expect(devices(await section(both, {}, 'zh-CN'))).toEqual(['Linux 上的 Chrome', 'iOS 上的 Safari']);
  });

  it('names the browser alone when the system is unknown, and says so when the browser is', async () => {
    const unknowns: LiveSessionsState = {
      kind: 'loaded',
      sessions: [
        { ...thisBrowser, systemName: null },
        { ...phone, browserName: null, systemName: null },
        // A system without a browser still reads as an unknown browser.
        { ...phone, sessionId: 's-3', browserName: null },
      ],
    };
    expect(devices(await section(unknowns))).toEqual(['Chrome', 'Unknown browser', 'Unknown browser']);
    expect(devices(await section(unknowns, {}, 'zh-HK'))).toEqual(['Chrome', '不明瀏覽器', '不明瀏覽器']);
    expect(devices(await section(unknowns, {}, 'zh-CN'))).toEqual(['Chrome', '未知浏览器', '未知浏览器']);
  });

  it('notes a session opened by an advisor or from the host app', async () => {
    const markup = await section({
      kind: 'loaded',
      sessions: [
        thisBrowser,
        { ...phone, advisorAccountCode: 'A30001' },
        { ...phone, sessionId: 's-3', isSessionLogin: true },
      ],
    });
    expect(markup).toContain('Opened by advisor A30001');
    expect(markup).toContain('Signed in from the host app');
  });

  it('offers no “Log out other sessions” while this browser is the only one', async () => {
    expect(endOthersDisabled(await section({ kind: 'loaded', sessions: [thisBrowser] }))).toBe(true);
    expect(endOthersDisabled(await section({ kind: 'loading' }))).toBe(true);
  });

  it('has loading, empty and error states', async () => {
    expect(await section({ kind: 'loading' })).toMatch(/role="status".*Loading the signed-in devices…/s);
    expect(await section({ kind: 'loaded', sessions: [] })).toContain('No signed-in devices were found.');
    const failed = await section({ kind: 'failed' });
    expect(failed).toMatch(/role="alert".*The signed-in devices could not be loaded\..*Try again/s);
  });

  it('says how many sessions were logged out', async () => {
    expect(await section({ kind: 'loaded', sessions: [thisBrowser] }, { ended: 2 })).toMatch(
      /role="status"[^>]*>Other sessions logged out: 2\.</,
    );
  });
});
