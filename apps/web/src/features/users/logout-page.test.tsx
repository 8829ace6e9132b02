import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withTexts } from './login/login-fixtures';
import { LogoutView } from './logout-page';
import type { LogoutView as LogoutViewState } from './logout-page';

async function screen(view: LogoutViewState): Promise<string> {
  return renderToStaticMarkup(
    <MantineProvider>{await withTexts(<LogoutView view={view} onRetry={() => undefined} />)}</MantineProvider>,
  );
}

describe('the logout page', () => {
  it('says it is signing out while the call is under way', async () => {
    expect(await screen({ kind: 'signingOut' })).toContain('Signing you out…');
  });

  it('says the visitor is still signed in when the logout failed, and offers to try again', async () => {
    const markup = await screen({ kind: 'failed', reason: 'refused' });
    expect(markup).toContain('You could not be signed out and are still signed in.');
    expect(markup).toMatch(/<button[^>]*>.*Try again.*<\/button>/s);
    expect(markup).not.toContain('The server cannot be reached');
  });

  it('says when the server cannot be reached', async () => {
    expect(await screen({ kind: 'failed', reason: 'unreachable' })).toContain(
      'The server cannot be reached. Check your connection and try again.',
    );
  });
});
