import { describe, expect, it, vi } from 'vitest';
import { getBrand } from '@portal/contract/brands';
import { createTranslator } from '../shared/i18n/translator';
import type { TextsLoader } from '../shared/i18n/translator';
import type { Language } from '@portal/contract/domain/language';
import { createPreferencesStore } from '../shared/preferences/preferences-store';
import { createExpiringStorage } from '../shared/storage/expiring-storage';
import { MemoryStorage } from '../shared/storage/memory-storage';
import { loadTexts } from './i18n-resources';
import { allEnglishTexts } from './i18n-resources-all';
import { syncPreferences } from './preferences-sync';
import type { PreferenceTarget } from './preferences-sync';

function fakeDocument() {
  const attributes = new Map<string, string>();
  const target: PreferenceTarget & { attributes: Map<string, string> } = {
    title: '',
    attributes,
    documentElement: { lang: '', setAttribute: (name, value) => attributes.set(name, value) },
  };
  return target;
}

/** A loader whose fetches finish only when the test says so, as over a slow network; released per language. */
function heldLoader() {
  const fetches = new Map<Language, { arrived: Promise<void>; finish: () => void }>();
  const load: TextsLoader = (language, namespace) => {
    let fetch = fetches.get(language);
    if (!fetch) {
      let finish = () => {};
      const arrived = new Promise<void>((resolve) => (finish = resolve));
      fetch = { arrived, finish };
      fetches.set(language, fetch);
    }
    return fetch.arrived.then(() => loadTexts(language, namespace));
  };
  const release = (language: Language) => {
    const fetch = fetches.get(language);
    if (!fetch) throw new Error(`${language} was never fetched`);
    fetch.finish();
  };
  return { load, release, fetched: () => [...fetches.keys()] };
}

describe('showing the preferences', () => {
  it('sets the language, <html lang>, the brand page title in that language and the colour mode, and follows changes', async () => {
    const brand = getBrand('demo');
    const store = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
    const translator = createTranslator(allEnglishTexts, 'en', loadTexts);
    const target = fakeDocument();
    syncPreferences(store, target, brand, translator);
    expect(target.title).toBe(brand.pageTitle.en);
    expect(target.documentElement.lang).toBe('en');
    expect(target.attributes.get('data-mantine-color-scheme')).toBe('light');

    store.setLanguage('zh-HK');
    store.setColourMode('dark');
    expect(target.attributes.get('data-mantine-color-scheme')).toBe('dark');
    await vi.waitFor(() => expect(translator.language).toBe('zh-HK'));
    expect(translator.t('header.language')).toBe('語言');
    expect(target.documentElement.lang).toBe('zh-HK');
    expect(target.title).toBe(brand.pageTitle['zh-HK']);

    store.setLanguage('zh-CN');
    await vi.waitFor(() => expect(translator.t('login:login.heading')).toBe('登录'));
    expect(target.documentElement.lang).toBe('zh-CN');

    store.setLanguage('en');
    // English is bundled: the switch back is immediate.
    expect(translator.t('login:login.heading')).toBe('Sign in');
    expect(target.documentElement.lang).toBe('en');
  });

  it('keeps showing the current language until the new one has arrived, then switches texts, lang and title together', async () => {
    const brand = getBrand('demo');
    const store = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
    const network = heldLoader();
    const translator = createTranslator(allEnglishTexts, 'en', network.load);
    const target = fakeDocument();
    syncPreferences(store, target, brand, translator);

    store.setLanguage('zh-HK');
    expect(network.fetched()).toEqual(['zh-HK']);
    await new Promise((wait) => setTimeout(wait, 10));
    expect(translator.t('header.language')).toBe('Language');
    expect(translator.t('login:login.heading')).toBe('Sign in');
    expect(target.documentElement.lang).toBe('en');
    expect(target.title).toBe(brand.pageTitle.en);

    network.release('zh-HK');
    await vi.waitFor(() => expect(translator.t('header.language')).toBe('語言'));
    expect(translator.t('login:login.heading')).toBe('登入');
    expect(target.documentElement.lang).toBe('zh-HK');
    expect(target.title).toBe(brand.pageTitle['zh-HK']);
  });

  it('ends in the language chosen last when an earlier choice arrives later', async () => {
    const brand = getBrand('demo');
    const store = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
    const network = heldLoader();
    const translator = createTranslator(allEnglishTexts, 'en', network.load);
    const target = fakeDocument();
    syncPreferences(store, target, brand, translator);

    store.setLanguage('zh-HK');
    store.setLanguage('en');
    network.release('zh-HK');
    await new Promise((wait) => setTimeout(wait, 10));
    expect(translator.language).toBe('en');
    expect(translator.t('login:login.heading')).toBe('Sign in');
    expect(target.documentElement.lang).toBe('en');
  });

  it('starts in a stored language once its texts are in, fetching only that language', async () => {
    const network = heldLoader();
    const translator = createTranslator(allEnglishTexts, 'zh-CN', network.load);
    let loaded = false;
    void translator.ready.then(() => (loaded = true));
    await new Promise((wait) => setTimeout(wait, 10));
    expect(loaded).toBe(false);
    expect(network.fetched()).toEqual(['zh-CN']);

    network.release('zh-CN');
    await vi.waitFor(() => expect(loaded).toBe(true));
    expect(translator.t('login:login.heading')).toBe('登录');
  });
});
