import { describe, expect, it } from 'vitest';
import { translationGaps } from './translations';
import type { NamespaceTranslations } from './translations';

describe('finding translation gaps', () => {
  it('reports keys a language lacks or adds and texts left empty, per namespace and language', () => {
    const namespaces = {
      shell: {
        en: { header: { language: 'Language', darkMode: 'Dark mode' } },
        'zh-HK': { header: { language: '語言', colour: '顏色' } },
        'zh-CN': { header: { language: '语言', darkMode: ' ' } },
      },
    } as unknown as Record<string, NamespaceTranslations<unknown>>; // deliberately broken resources
    expect(translationGaps(namespaces, ['en', 'zh-HK', 'zh-CN'])).toEqual([
      { namespace: 'shell', language: 'zh-HK', missing: ['header.darkMode'], extra: ['header.colour'], empty: [] },
      { namespace: 'shell', language: 'zh-CN', missing: [], extra: [], empty: ['header.darkMode'] },
    ]);
  });
});
