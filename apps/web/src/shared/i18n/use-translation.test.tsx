import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createPortalI18n, firstLanguageLoaded } from './i18n';
import type { TextsLoader } from './i18n';
import { I18nContext, textChanges, useTranslation } from './use-translation';

/** A slice of the portal's texts: two namespaces in the three languages. */
const englishTexts = { shell: { header: { language: 'Language' } }, login: { login: { heading: 'Sign in' } } };
const translatedTexts = {
  en: englishTexts,
  'zh-HK': { shell: { header: { language: '語言' } }, login: { login: { heading: '登入' } } },
  'zh-CN': { shell: { header: { language: '语言' } }, login: { login: { heading: '登录' } } },
} as const;
const loadTranslatedTexts: TextsLoader = async (language, namespace) =>
  namespace === 'shell' || namespace === 'login' ? translatedTexts[language][namespace] : {};

function LoginHeading() {
  const { t } = useTranslation('login');
  return <h1>{t('login.heading')}</h1>;
}

function LanguageLabel() {
  const { t } = useTranslation();
  return <span>{t('header.language')}</span>;
}

describe('useTranslation', () => {
  it('gives the texts of the named namespace, and of shell when none is named, in the language shown', async () => {
    const i18n = createPortalI18n(englishTexts, 'zh-HK', loadTranslatedTexts);
    await firstLanguageLoaded(i18n);
    const markup = renderToStaticMarkup(
      <I18nContext value={i18n}>
        <LoginHeading />
        <LanguageLabel />
      </I18nContext>,
    );
    expect(markup).toBe('<h1>登入</h1><span>語言</span>');
  });

  it('refuses to render outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToStaticMarkup(<LoginHeading />)).toThrow('outside the I18nContext provider');
  });
});

describe('the text changes components follow', () => {
  it('tell every listener once when another language is shown, after its texts have arrived', async () => {
    const i18n = createPortalI18n(englishTexts, 'en', loadTranslatedTexts);
    const changes = textChanges(i18n);
    const first = vi.fn();
    const second = vi.fn();
    changes.subscribe(first);
    const stop = changes.subscribe(second);
    const before = changes.getSnapshot();

    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('login:login.heading')).toBe('登录');
    expect(changes.getSnapshot()).toBeGreaterThan(before);
    expect(first).toHaveBeenCalled();
    expect(second).toHaveBeenCalled();

    stop();
    second.mockClear();
    await i18n.changeLanguage('en');
    expect(second).not.toHaveBeenCalled();
    expect(first.mock.calls.length).toBeGreaterThan(1);
  });

  it('are one source per i18next instance, however many components ask', () => {
    const i18n = createPortalI18n(englishTexts, 'en', loadTranslatedTexts);
    expect(textChanges(i18n)).toBe(textChanges(i18n));
    expect(textChanges(createPortalI18n(englishTexts, 'en', loadTranslatedTexts))).not.toBe(textChanges(i18n));
  });
});
