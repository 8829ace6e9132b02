import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InvalidSessionPage } from './invalid-session-page';
import { withTexts } from './login/login-fixtures';

describe('the invalid session page', () => {
  it('says why the session ended and that the way back is the app the user came from', async () => {
    const markup = renderToStaticMarkup(await withTexts(<InvalidSessionPage />));
    expect(markup).toMatch(/<h1[^>]*>Session ended<\/h1>/);
    expect(markup).toContain('the account signed in from another window or device');
    expect(markup).toContain('return to the app you came from and open the portal again');
  });

  it('says it in Chinese too', async () => {
    expect(renderToStaticMarkup(await withTexts(<InvalidSessionPage />, 'zh-HK'))).toContain('請返回原來的應用程式');
    expect(renderToStaticMarkup(await withTexts(<InvalidSessionPage />, 'zh-CN'))).toContain('请返回原来的应用');
  });
});
