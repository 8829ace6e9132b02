import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@portal/contract/domain/language';
import { createTranslator } from './translator';
import type { TextsLoader, Translator } from './translator';
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

/** What `t` shows for a key of these made-up namespaces (the app's typed keys, app/texts-typing.d.ts, do not know them). */
const shown = (translator: Translator, key: string): string => translator.t(key as never);

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
    const translator = createTranslator(bundled, 'zh-HK', network.load);
    await translator.ready;
    expect(network.fetched.sort()).toEqual(['zh-HK/login', 'zh-HK/shell']);
    expect(shown(translator, 'shell:loading')).toBe('載入中…');

    await translator.loadNamespaces(['funds']);
    // Only the language shown: a zh-HK visitor never downloads the English of an area.
    expect(network.fetched.sort()).toEqual(['zh-HK/funds', 'zh-HK/login', 'zh-HK/shell']);
    expect(shown(translator, 'funds:title')).toBe('基金');
  });

  it('fetch an English area on demand, the bundled English never', async () => {
    const network = recordingLoader();
    const translator = createTranslator(bundled, 'en', network.load);
    expect(shown(translator, 'login:heading')).toBe('Sign in');
    await translator.loadNamespaces(['stocks']);
    expect(network.fetched).toEqual(['en/stocks']);
    expect(shown(translator, 'stocks:title')).toBe('Stocks');
  });

  it('on a change of language, fetch every namespace in use in the new language before showing it', async () => {
    const network = recordingLoader();
    // What the page shows at the moment each fetch starts, once the page is open: never a key.
    const shownDuringFetches: string[] = [];
    let onFetch = () => {};
    const translator = createTranslator(bundled, 'zh-HK', (language, namespace) => {
      onFetch();
      return network.load(language, namespace);
    });
    await translator.ready;
    await translator.loadNamespaces(['funds']);
    network.fetched.length = 0;
    onFetch = () => shownDuringFetches.push(shown(translator, 'funds:title'));

    await translator.changeLanguage('en');
    expect(network.fetched.sort()).toEqual(['en/funds']);
    expect(shown(translator, 'funds:title')).toBe('Funds');
    await translator.changeLanguage('zh-CN');
    expect(network.fetched.sort()).toEqual(['en/funds', 'zh-CN/funds', 'zh-CN/login', 'zh-CN/shell']);
    expect(shown(translator, 'funds:title')).toBe('基金');
    expect(shown(translator, 'shell:loading')).toBe('加载中…');
    expect(shownDuringFetches).toEqual(['基金', 'Funds', 'Funds', 'Funds']);
  });

  it('give a page opened during a change of language its texts in the language coming too, and switch only with them', async () => {
    const network = recordingLoader();
    let arrive = () => {};
    const zhCNArrives = new Promise<void>((resolve) => (arrive = resolve));
    const translator = createTranslator(bundled, 'zh-HK', (language, namespace) =>
      language === 'zh-CN'
        ? zhCNArrives.then(() => network.load(language, namespace))
        : network.load(language, namespace),
    );
    await translator.ready;

    const changing = translator.changeLanguage('zh-CN');
    // A page of another area opens while zh-CN is on its way.
    const pageTexts = translator.loadNamespaces(['stocks']);
    await new Promise((wait) => setTimeout(wait, 10));
    expect(translator.language).toBe('zh-HK');
    expect(shown(translator, 'stocks:title')).toBe('股票');
    arrive();
    await Promise.all([changing, pageTexts]);
    expect(translator.language).toBe('zh-CN');
    expect(network.fetched).toContain('zh-CN/stocks');
    expect(shown(translator, 'stocks:title')).toBe('股票');
    expect(shown(translator, 'shell:loading')).toBe('加载中…');
  });

  it('show English where a Chinese chunk cannot be fetched, never the keys', async () => {
    const network = recordingLoader(['zh-CN/shell', 'zh-CN/funds']);
    const translator = createTranslator(bundled, 'zh-CN', network.load);
    await translator.ready;
    await translator.loadNamespaces(['funds']);
    expect(shown(translator, 'shell:loading')).toBe('Loading…');
    expect(shown(translator, 'login:heading')).toBe('登录');
    expect(shown(translator, 'funds:title')).toBe('Funds');
  });

  it('tell components when an area’s texts arrive, and leave the bundled English as it was', async () => {
    const translator = createTranslator(bundled, 'en', recordingLoader().load);
    const loaded = vi.fn();
    translator.subscribe(loaded);
    expect(translator.hasLoadedNamespace('stocks')).toBe(false);
    await translator.loadNamespaces(['stocks']);
    expect(loaded).toHaveBeenCalled();
    expect(translator.hasLoadedNamespace('stocks')).toBe(true);
    expect(Object.keys(bundled)).toEqual(['shell', 'login']);
  });
});

describe('a text', () => {
  const english = {
    shell: { greeting: 'Hello {{name}}, {{ count }} new', plain: 'No placeholders', sort: { 'name.asc': 'Name A–Z' } },
  };
  const translator = createTranslator(english, 'en', recordingLoader().load);
  const text = (key: string, values?: Record<string, unknown>) => translator.translate('en', 'shell', key, values);

  it('fills its placeholders as given, without HTML escaping, numbers written as they are', () => {
    expect(text('greeting', { name: '<b>Chan & Co</b>', count: 1234.5 })).toBe('Hello <b>Chan & Co</b>, 1234.5 new');
    // A value is not read for placeholders itself.
    expect(text('greeting', { name: '{{count}}', count: 0 })).toBe('Hello {{count}}, 0 new');
  });

  it('keeps a placeholder given no value, and leaves nothing for one given as undefined or null', () => {
    expect(text('greeting')).toBe('Hello {{name}}, {{ count }} new');
    expect(text('greeting', { name: undefined, count: null })).toBe('Hello ,  new');
    expect(text('plain', { name: 'Chan' })).toBe('No placeholders');
  });

  it('finds a key holding a dot of its own', () => {
    expect(text('sort.name.asc')).toBe('Name A–Z');
  });

  it('shows the key where the texts lack it, or the default value given, filled in', () => {
    expect(text('missing.key')).toBe('missing.key');
    expect(text('sort.name')).toBe('sort.name');
    expect(text('errors.ERR901', { defaultValue: 'ERR901 for {{name}}', name: 'Chan' })).toBe('ERR901 for Chan');
    expect(text('plain', { defaultValue: 'unused' })).toBe('No placeholders');
    expect(translator.t('login:login.heading')).toBe('login.heading');
  });

  it('is read in the namespace a key names, or in shell', () => {
    expect(shown(translator, 'plain')).toBe('No placeholders');
    expect(shown(translator, 'shell:plain')).toBe('No placeholders');
  });
});
