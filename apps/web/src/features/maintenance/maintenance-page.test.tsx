import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '@portal/contract/domain/language';
import { loadTexts } from '../../app/i18n-resources';
import { allEnglishTexts } from '../../app/i18n-resources-all';
import { createServerHealth } from '../../shared/api/server-health';
import { createTranslator } from '../../shared/i18n/translator';
import { I18nContext } from '../../shared/i18n/use-translation';
import { MaintenancePage } from './maintenance-page';

async function renderAfter(failedChecks: number, language: Language = 'en') {
  const translator = createTranslator(allEnglishTexts, language, loadTexts);
  await translator.ready;
  const health = createServerHealth();
  for (let check = 0; check < failedChecks; check += 1) health.report(false);
  return renderToStaticMarkup(
    <I18nContext value={translator}>
      <MaintenancePage health={health} />
    </I18nContext>,
  );
}

describe('the maintenance page', () => {
  it('says what the keep-alive is doing, one line further for each failed check, with a spinner until the last', async () => {
    expect(await renderAfter(1)).toContain('Trying to connect to server...');
    expect(await renderAfter(2)).toContain('Retrying to connect to server...');
    expect(await renderAfter(3)).toContain('Looking for website update...');
    const last = await renderAfter(4);
    expect(last).toContain('Server is under maintenance.');
    expect(last).not.toContain('aria-hidden="true"');
    expect(await renderAfter(1)).toContain('aria-hidden="true"');
  });

  it('speaks the visitor’s language', async () => {
    expect(await renderAfter(4, 'zh-HK')).toContain('伺服器正在維護中。');
    expect(await renderAfter(1, 'zh-CN')).toContain('正在尝试连接服务器...');
  });
});
