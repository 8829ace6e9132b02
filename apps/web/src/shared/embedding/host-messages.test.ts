import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExpiringStorage } from '../storage/expiring-storage';
import { MemoryStorage } from '../storage/memory-storage';
import { createPreferencesStore } from '../preferences/preferences-store';
import { listenToHostMessages, parseHostMessage } from './host-messages';

describe('parsing a host page message', () => {
  it('accepts the three commands with valid values', () => {
    expect(parseHostMessage({ type: 'setColourMode', colourMode: 'dark' })).toEqual({
      kind: 'command',
      command: { type: 'setColourMode', colourMode: 'dark' },
    });
    expect(parseHostMessage({ type: 'setLanguage', language: 'zh-CN' })).toEqual({
      kind: 'command',
      command: { type: 'setLanguage', language: 'zh-CN' },
    });
    expect(parseHostMessage({ type: 'setLayout', layout: 'simple' })).toEqual({
      kind: 'command',
      command: { type: 'setLayout', layout: 'simple' },
    });
  });

  it('marks an invalid colour mode so it can be logged as an error', () => {
    expect(parseHostMessage({ type: 'setColourMode', colourMode: 'purple' })).toEqual({
      kind: 'invalidColourMode',
      colourMode: 'purple',
    });
  });

  it('ignores an invalid language, an unknown type and data that is not a message', () => {
    expect(parseHostMessage({ type: 'setLanguage', language: 'fr' })).toEqual({ kind: 'ignored' });
    expect(parseHostMessage({ type: 'setLayout', layout: 'wide' })).toEqual({ kind: 'ignored' });
    expect(parseHostMessage({ type: 'openDoors' })).toEqual({ kind: 'ignored' });
    expect(parseHostMessage('setColourMode')).toEqual({ kind: 'ignored' });
    expect(parseHostMessage(null)).toEqual({ kind: 'ignored' });
  });
});

describe('listening to the host page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function setUp() {
    const host = new EventTarget();
    const portal = Object.assign(new EventTarget(), { parent: host });
    const preferences = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
    // The listener only reads `parent` and adds or removes a 'message' listener.
    const stop = listenToHostMessages(portal as unknown as Window, preferences);
    const post = (data: unknown, source: unknown) => {
      const event = new MessageEvent('message', { data });
      Object.defineProperty(event, 'source', { value: source });
      portal.dispatchEvent(event);
    };
    return { host, preferences, post, stop };
  }

  it('applies commands from the parent window only', () => {
    const { host, preferences, post, stop } = setUp();
    post({ type: 'setColourMode', colourMode: 'dark' }, {});
    expect(preferences.getSnapshot().colourMode).toBe('light');
    post({ type: 'setColourMode', colourMode: 'dark' }, host);
    post({ type: 'setLanguage', language: 'zh-HK' }, host);
    post({ type: 'setLayout', layout: 'simple' }, host);
    expect(preferences.getSnapshot()).toEqual({
      colourMode: 'dark',
      language: 'zh-HK',
      layout: 'simple',
      reportingCurrency: 'HKD',
    });
    stop();
    post({ type: 'setLanguage', language: 'en' }, host);
    expect(preferences.getSnapshot().language).toBe('zh-HK');
  });

  it('logs an invalid colour mode as an error and keeps the current one; an invalid language is silent', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { host, preferences, post } = setUp();
    post({ type: 'setColourMode', colourMode: 'purple' }, host);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('purple');
    post({ type: 'setLanguage', language: 'fr' }, host);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(preferences.getSnapshot()).toEqual({
      colourMode: 'light',
      language: 'en',
      layout: 'default',
      reportingCurrency: 'HKD',
    });
    consoleError.mockClear();
  });
});
