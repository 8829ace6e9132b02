// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator';
import type { TextsLoader } from './translator';
import { I18nContext, useNamespaceLoaded, useTranslation } from './use-translation';

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
    const translator = createTranslator(englishTexts, 'zh-HK', loadTranslatedTexts);
    await translator.ready;
    const markup = renderToStaticMarkup(
      <I18nContext value={translator}>
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
    const translator = createTranslator(englishTexts, 'en', loadTranslatedTexts);
    const first = vi.fn();
    const second = vi.fn();
    translator.subscribe(first);
    const stop = translator.subscribe(second);
    const before = translator.getSnapshot();

    await translator.changeLanguage('zh-CN');
    expect(translator.t('login:login.heading')).toBe('登录');
    expect(translator.getSnapshot()).toBeGreaterThan(before);
    expect(first).toHaveBeenCalled();
    expect(second).toHaveBeenCalled();

    stop();
    second.mockClear();
    await translator.changeLanguage('en');
    expect(second).not.toHaveBeenCalled();
    expect(first.mock.calls.length).toBeGreaterThan(1);
  });

  it('are each translator’s own: a change in one tells nothing to the listeners of another', async () => {
    const translator = createTranslator(englishTexts, 'en', loadTranslatedTexts);
    const other = createTranslator(englishTexts, 'en', loadTranslatedTexts);
    const listener = vi.fn();
    other.subscribe(listener);
    await translator.changeLanguage('zh-HK');
    expect(listener).not.toHaveBeenCalled();
    expect(other.getSnapshot()).toBe(0);
  });

  it('re-render a component when the language changes and when a namespace it waits for arrives', async () => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    let arrive = () => {};
    const areaArrives = new Promise<void>((resolve) => (arrive = resolve));
    const translator = createTranslator(englishTexts, 'en', async (language, namespace) => {
      if (namespace === 'areaNav') {
        await areaArrives;
        return {};
      }
      return loadTranslatedTexts(language, namespace);
    });
    function Header() {
      const loaded = useNamespaceLoaded('areaNav', false);
      return (
        <>
          <LoginHeading />
          <LanguageLabel />
          {loaded && <nav>areas</nav>}
        </>
      );
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <I18nContext value={translator}>
          <Header />
        </I18nContext>,
      ),
    );
    expect(container.innerHTML).toBe('<h1>Sign in</h1><span>Language</span>');

    await act(() => translator.changeLanguage('zh-HK'));
    expect(container.innerHTML).toBe('<h1>登入</h1><span>語言</span>');

    const areaTexts = translator.loadNamespaces(['areaNav']);
    await act(async () => arrive());
    await areaTexts;
    expect(container.innerHTML).toBe('<h1>登入</h1><span>語言</span><nav>areas</nav>');
    act(() => root.unmount());
  });
});
