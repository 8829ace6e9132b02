import { describe, expect, it } from 'vitest';
import { languages } from '@portal/contract/domain/language';
import { keyPaths, translationGaps } from '../shared/i18n/translations';
import type { LanguageTexts, NamespaceTranslations } from '../shared/i18n/translations';
import { areaNamespaces } from './text-namespaces';
import { englishTexts, loadTexts, loadLanguageTexts } from './i18n-resources';
import { allEnglishTexts } from './i18n-resources-all';

/** Every namespace in all three languages, each fetched as the app fetches it (English: bundled or its chunk). */
async function allNamespaces(): Promise<Record<string, NamespaceTranslations<unknown>>> {
  const english: LanguageTexts = {
    ...englishTexts,
    ...Object.fromEntries(
      await Promise.all(Object.keys(areaNamespaces).map(async (name) => [name, await loadTexts('en', name)] as const)),
    ),
  };
  const zhHK: LanguageTexts = await loadLanguageTexts('zh-HK');
  const zhCN: LanguageTexts = await loadLanguageTexts('zh-CN');
  // A namespace one language lacks counts as empty there, so all its keys show as missing.
  const namespaces = new Set([...Object.keys(english), ...Object.keys(zhHK), ...Object.keys(zhCN)]);
  return Object.fromEntries(
    [...namespaces].map((namespace) => [
      namespace,
      { en: english[namespace] ?? {}, 'zh-HK': zhHK[namespace] ?? {}, 'zh-CN': zhCN[namespace] ?? {} },
    ]),
  );
}

describe('translations', () => {
  it('keep only the shell, login, legal and maintenance texts in the first load; every other namespace is a chunk per language', async () => {
    expect(Object.keys(englishTexts).sort()).toEqual(['legal', 'login', 'maintenance', 'shell']);
    const areas = Object.keys(allEnglishTexts)
      .filter((namespace) => !(namespace in englishTexts))
      .sort();
    expect(Object.keys(areaNamespaces).sort()).toEqual(areas);
    for (const language of languages)
      for (const namespace of areas) expect(typeof (await loadTexts(language, namespace))).toBe('object');
    for (const language of ['zh-HK', 'zh-CN'] as const)
      expect(Object.keys(await loadLanguageTexts(language)).sort()).toEqual(Object.keys(allEnglishTexts).sort());
  });

  it('have every key in all three languages, and no extra or empty text, in every namespace', async () => {
    const namespaces = await allNamespaces();
    expect(Object.keys(namespaces).sort()).toEqual(Object.keys(allEnglishTexts).sort());
    expect(translationGaps(namespaces, ['en', 'zh-HK', 'zh-CN'])).toEqual([]);
  });

  it('notice a key a Chinese chunk lacks, in any namespace', async () => {
    const namespaces = await allNamespaces();
    for (const namespace of ['shell', 'fundTrading']) {
      // The namespace's zh-CN texts without their first key.
      const zhCN = Object.fromEntries(Object.entries(namespaces[namespace]?.['zh-CN'] ?? {}).slice(1));
      const broken = { [namespace]: { ...namespaces[namespace], 'zh-CN': zhCN } } as Record<
        string,
        NamespaceTranslations<unknown>
      >; // deliberately broken resources
      expect(translationGaps(broken, ['en', 'zh-HK', 'zh-CN'])).toEqual([
        expect.objectContaining({
          namespace,
          language: 'zh-CN',
          missing: expect.arrayContaining([expect.any(String)]),
        }),
      ]);
    }
  });

  it('are in their chunks as in the bundle the tests render with', async () => {
    for (const namespace of Object.keys(areaNamespaces))
      expect(await loadTexts('en', namespace)).toBe(allEnglishTexts[namespace as keyof typeof allEnglishTexts]);
  });

  it('register the namespace of every feature that declares texts, in every language', () => {
    // Lists the files only; nothing is imported.
    const featureFiles = Object.keys(import.meta.glob('../features/**/i18n*.ts'));
    const featuresWith = (file: string) =>
      featureFiles.filter((path) => path.endsWith(`/${file}`)).map((path) => path.split('/').slice(2, -1).join('/'));
    expect(featuresWith('i18n.ts')).toEqual(expect.arrayContaining(['users', 'funds/trading', 'funds/research']));
    expect(featuresWith('i18n-zh-hk.ts')).toEqual(featuresWith('i18n.ts'));
    expect(featuresWith('i18n-zh-cn.ts')).toEqual(featuresWith('i18n.ts'));
    // Each feature's English is one of the namespaces fetched (or bundled) as the app does.
    const registered = Object.values(allEnglishTexts);
    const englishModules = import.meta.glob<Record<string, unknown>>('../features/**/i18n.ts', { eager: true });
    for (const [file, module] of Object.entries(englishModules))
      expect({ file, registered: Object.values(module).some((texts) => registered.includes(texts as never)) }).toEqual({
        file,
        registered: true,
      });
  });

  it('fail to load a namespace that is not registered, in every language', async () => {
    for (const language of languages) await expect(loadTexts(language, 'noSuchArea')).rejects.toThrow('noSuchArea');
  });

  it('use structured keys, never English sentences', () => {
    const keys = Object.values(allEnglishTexts).flatMap((namespace) => keyPaths(namespace));
    expect(keys.filter((key) => !/^[a-zA-Z0-9]+(\.[a-zA-Z0-9]+)*$/.test(key))).toEqual([]);
  });
});
