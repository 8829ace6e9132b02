import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@portal/contract/domain/language';
import { createPortalI18n, firstLanguageLoaded, namespacesLoader } from './i18n';
import type { i18n } from 'i18next';
import type { TextsLoader } from './i18n';
import type { TranslationTree } from './translations';

/** Two first-load namespaces (English bundled) and two areas, in the three languages. */
const texts: Record<Language, Record<string, TranslationTree>> = {
  en: {
    shell: { loading: 'Loading…' },
    login: { heading: 'Sign in' },
    funds: { title: 'Funds' },
    stocks: { title: 'Stocks' },
  },
  'zh-HK': {
    shell: { loading: '載入中…' },
    login: { heading: '登入' },
    funds: { title: '基金' },
    stocks: { title: '股票' },
  },
  'zh-CN': {
    shell: { loading: '加载中…' },
    login: { heading: '登录' },
    funds: { title: '基金' },
    stocks: { title: '股票' },
  },
};
const bundled = { shell: texts.en.shell ?? {}, login: texts.en.login ?? {} };

/** What `t` shows for a key of these made-up namespaces (the app's typed keys, app/i18next.d.ts, do not know them). */
const shown = (instance: i18n, key: string): string => instance.t(key as never);

/** A loader that records each fetch as 'language/namespace', and fails those it is told to. */
function recordingLoader(failing: readonly string[] = []) {
  const fetched: string[] = [];
  const load: TextsLoader = async (language, namespace) => {
    fetched.push(`${language}/${namespace}`);
    const found = texts[language][namespace];
    if (!found || failing.includes(`${language}/${namespace}`)) throw new Error(`no ${language}/${namespace}`);
    return found;
  };
  return { load, fetched };
}

describe('texts fetched per namespace and language', () => {
  it('start with the first load’s namespaces in the language shown, and fetch an area’s namespace only when asked', async () => {
    const network = recordingLoader();
    const i18n = createPortalI18n(bundled, 'zh-HK', network.load);
    await firstLanguageLoaded(i18n);
    expect(network.fetched.sort()).toEqual(['zh-HK/login', 'zh-HK/shell']);
    expect(shown(i18n, 'shell:loading')).toBe('載入中…');

    await i18n.loadNamespaces(['funds']);
    // Only the language shown: a zh-HK visitor never downloads the English of an area.
    expect(network.fetched.sort()).toEqual(['zh-HK/funds', 'zh-HK/login', 'zh-HK/shell']);
    expect(shown(i18n, 'funds:title')).toBe('基金');
  });

  it('fetch an English area on demand, the bundled English never', async () => {
    const network = recordingLoader();
    const i18n = createPortalI18n(bundled, 'en', network.load);
    expect(shown(i18n, 'login:heading')).toBe('Sign in');
    await i18n.loadNamespaces(['stocks']);
    expect(network.fetched).toEqual(['en/stocks']);
    expect(shown(i18n, 'stocks:title')).toBe('Stocks');
  });

  it('on a change of language, fetch every namespace in use in the new language before showing it', async () => {
    const network = recordingLoader();
    // What the page shows at the moment each fetch starts: never a key.
    const shownDuringFetches: string[] = [];
    const i18n = createPortalI18n(bundled, 'zh-HK', (language, namespace) => {
      if (i18n.hasLoadedNamespace('funds')) shownDuringFetches.push(shown(i18n, 'funds:title'));
      return network.load(language, namespace);
    });
    await firstLanguageLoaded(i18n);
    await i18n.loadNamespaces(['funds']);
    network.fetched.length = 0;

    await i18n.changeLanguage('en');
    expect(network.fetched.sort()).toEqual(['en/funds']);
    expect(shown(i18n, 'funds:title')).toBe('Funds');
    await i18n.changeLanguage('zh-CN');
    expect(network.fetched.sort()).toEqual(['en/funds', 'zh-CN/funds', 'zh-CN/login', 'zh-CN/shell']);
    expect(shown(i18n, 'funds:title')).toBe('基金');
    expect(shown(i18n, 'shell:loading')).toBe('加载中…');
    expect(shownDuringFetches).toEqual(['基金', 'Funds', 'Funds', 'Funds']);
  });

  it('give a page opened during a change of language its texts in the language coming too', async () => {
    const network = recordingLoader();
    let arrive = () => {};
    const zhCNArrives = new Promise<void>((resolve) => (arrive = resolve));
    const i18n = createPortalI18n(bundled, 'zh-HK', (language, namespace) =>
      language === 'zh-CN'
        ? zhCNArrives.then(() => network.load(language, namespace))
        : network.load(language, namespace),
    );
    await firstLanguageLoaded(i18n);
    const loadPageTexts = namespacesLoader(i18n);

    const changing = i18n.changeLanguage('zh-CN');
    // A page of another area opens while zh-CN is on its way.
    const pageTexts = loadPageTexts(['stocks']);
    arrive();
    await Promise.all([changing, pageTexts]);
    expect(i18n.language).toBe('zh-CN');
    expect(network.fetched).toContain('zh-CN/stocks');
    expect(shown(i18n, 'stocks:title')).toBe('股票');
  });

  it('show English where a Chinese chunk cannot be fetched, never the keys', async () => {
    const network = recordingLoader(['zh-CN/shell', 'zh-CN/funds']);
    const i18n = createPortalI18n(bundled, 'zh-CN', network.load);
    await firstLanguageLoaded(i18n);
    await i18n.loadNamespaces(['funds']);
    expect(shown(i18n, 'shell:loading')).toBe('Loading…');
    expect(shown(i18n, 'login:heading')).toBe('登录');
    expect(shown(i18n, 'funds:title')).toBe('Funds');
  });

  it('tell components when an area’s texts arrive, and leave the bundled English as it was', async () => {
    const i18n = createPortalI18n(bundled, 'en', recordingLoader().load);
    const loaded = vi.fn();
    i18n.on('loaded', loaded);
    await i18n.loadNamespaces(['stocks']);
    expect(loaded).toHaveBeenCalled();
    expect(Object.keys(bundled)).toEqual(['shell', 'login']);
  });
});
