import { describe, expect, it } from 'vitest';
import { createExpiringStorage } from '../storage/expiring-storage';
import { MemoryStorage } from '../storage/memory-storage';
import { createPreferencesStore } from './preferences-store';

const day = 86_400_000;

describe('preferences', () => {
  it('default to light, English and the full layout', () => {
    const store = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
    expect(store.getSnapshot()).toEqual({ colourMode: 'light', language: 'en', layout: 'default' });
  });

  it('survive a reload: a new store on the same storage reads what the last one set', () => {
    const storage = new MemoryStorage();
    const first = createPreferencesStore(createExpiringStorage(storage));
    first.setColourMode('dark');
    first.setLanguage('zh-HK');
    first.setLayout('simple');
    const afterReload = createPreferencesStore(createExpiringStorage(storage));
    expect(afterReload.getSnapshot()).toEqual({ colourMode: 'dark', language: 'zh-HK', layout: 'simple' });
  });

  it('keep colour mode and language for 365 days, then fall back to the defaults', () => {
    const storage = new MemoryStorage();
    let now = Date.UTC(2026, 0, 1);
    createPreferencesStore(createExpiringStorage(storage, () => now)).setColourMode('dark');
    createPreferencesStore(createExpiringStorage(storage, () => now)).setLanguage('zh-CN');
    now += 364 * day;
    expect(createPreferencesStore(createExpiringStorage(storage, () => now)).getSnapshot()).toMatchObject({
      colourMode: 'dark',
      language: 'zh-CN',
    });
    now += day;
    expect(createPreferencesStore(createExpiringStorage(storage, () => now)).getSnapshot()).toMatchObject({
      colourMode: 'light',
      language: 'en',
    });
  });

  it('tell subscribers about a change and stay quiet when the value is the same', () => {
    const store = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
    let notified = 0;
    const unsubscribe = store.subscribe(() => {
      notified += 1;
    });
    store.setColourMode('dark');
    store.setColourMode('dark');
    unsubscribe();
    store.setColourMode('light');
    expect(notified).toBe(1);
  });
});
