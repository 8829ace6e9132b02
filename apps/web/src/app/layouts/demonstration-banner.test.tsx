import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getBrand, type PublicBrand } from '@portal/contract/brands';
import type { Language } from '@portal/contract/domain/language';
import { BrandContext } from '../../shared/brand/brand-context';
import { createTranslator } from '../../shared/i18n/translator';
import { I18nContext } from '../../shared/i18n/use-translation';
import { loadTexts } from '../i18n-resources';
import { allEnglishTexts } from '../i18n-resources-all';
import { DemonstrationBanner } from './demonstration-banner';

async function render(brand: PublicBrand, language: Language = 'en') {
  const translator = createTranslator(allEnglishTexts, language, loadTexts);
  await translator.ready;
  return renderToStaticMarkup(
    <BrandContext value={brand}>
      <I18nContext value={translator}>
        <DemonstrationBanner />
      </I18nContext>
    </BrandContext>,
  );
}

describe('the demonstration marker (PORTAL_DEMONSTRATION=on, ADR 051)', () => {
  it.each([
    ['en', 'Demonstration', 'no real money or assets move'],
    ['zh-HK', '示範', '不涉及真實資金或資產'],
    ['zh-CN', '示范', '不涉及真实资金或资产'],
  ] as const)('says so in %s, as a landmark named by its word', async (language, word, note) => {
    const html = await render({ ...getBrand('demo'), demonstration: true }, language);
    expect(html).toContain(`<aside`);
    expect(html).toContain(`aria-label="${word}"`);
    expect(html).toContain(`>${word}</strong>`);
    expect(html).toContain(note);
  });

  it('shows nothing on a deployment that is not a demonstration', async () => {
    expect(await render(getBrand('demo'))).toBe('');
    expect(await render({ ...getBrand('demo'), demonstration: false })).toBe('');
  });
});
