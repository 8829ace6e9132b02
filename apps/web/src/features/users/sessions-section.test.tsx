import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contract/brands';
import type { LiveSession } from '@portal/contract';
import { BrandContext } from '../../shared/brand/brand-context';
import { withTexts } from './login/login-fixtures';
import { SessionsView } from './sessions-section';
import type { LiveSessionsState, SessionsViewProps } from './sessions-section';

const thisBrowser: LiveSession = {
  sessionId: 's-1',
  browser: 'Chrome on Linux',
  address: '127.0.0.1',
  startTime: '2026-11-20T07:05:00.000Z',
  lastSeenTime: '2026-11-20T07:35:00.000Z',
  current: true,
  isSessionLogin: false,
};
const phone: LiveSession = {
  ...thisBrowser,
  sessionId: 's-2',
  browser: 'Safari on iOS',
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

async function section(state: LiveSessionsState, extra: Partial<SessionsViewProps> = {}): Promise<string> {
  return renderToStaticMarkup(
    <BrandContext value={getBrand('demo')}>
      <MantineProvider>
        {await withTexts(
          <SessionsView accountCode="V20001" state={state} onRetry={() => undefined} confirm={closed} {...extra} />,
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

/** The end-others button, whether it is disabled. */
const endOthersDisabled = (markup: string) =>
  /<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Log out other sessions/s.test(markup);

describe('the signed-in devices of settings', () => {
  it('lists each session’s browser, address, start and last activity in Hong Kong time, this browser marked', async () => {
    const markup = await section({ kind: 'loaded', sessions: [thisBrowser, phone] });
    const items = [...markup.matchAll(/data-testid="live-session"[^>]*>(.*?)<\/li>/gs)].map((match) =>
      text(match[1] ?? ''),
    );
    expect(items).toEqual([
      'Chrome on Linux This browser Address: 127.0.0.1 Signed in: 2026-11-20 3:05pm Last active: 2026-11-20 3:35pm',
      'Safari on iOS Address: 203.0.113.9 Signed in: 2026-11-20 7:59am Last active: 2026-11-20 9:00am',
    ]);
    expect(text(markup)).toContain('Where V20001 is signed in now.');
    expect(endOthersDisabled(markup)).toBe(false);
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
