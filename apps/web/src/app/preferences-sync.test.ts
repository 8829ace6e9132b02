import { describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contract/brands';
import { createPortalI18n } from '../shared/i18n/i18n';
import { createPreferencesStore } from '../shared/preferences/preferences-store';
import { createExpiringStorage } from '../shared/storage/expiring-storage';
import { MemoryStorage } from '../shared/storage/memory-storage';
import { translationNamespaces } from './i18n-resources';
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

describe('showing the preferences', () => {
  it('sets the language, <html lang>, the brand page title in that language and the colour mode, and follows changes', () => {
    const brand = getBrand('demo');
    const store = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
    const i18n = createPortalI18n(translationNamespaces, 'en');
    const target = fakeDocument();
    syncPreferences(store, target, brand, i18n);
    expect(target.title).toBe(brand.pageTitle.en);
    expect(target.documentElement.lang).toBe('en');
    expect(target.attributes.get('data-mantine-color-scheme')).toBe('light');

    store.setLanguage('zh-HK');
    store.setColourMode('dark');
    expect(i18n.language).toBe('zh-HK');
    expect(i18n.t('header.language')).toBe('語言');
    expect(target.documentElement.lang).toBe('zh-HK');
    expect(target.title).toBe(brand.pageTitle['zh-HK']);
    expect(target.attributes.get('data-mantine-color-scheme')).toBe('dark');

    store.setLanguage('zh-CN');
    expect(i18n.t('users:login.heading')).toBe('登录');
  });
});
