import { describe, expect, it } from 'vitest';
import { keyPaths, translationGaps } from '../shared/i18n/translations';
import type { LanguageTexts, NamespaceTranslations } from '../shared/i18n/translations';
import { englishTexts, lazyNamespaces, loadLazyEnglishTexts, loadTranslatedTexts } from './i18n-resources';
import { allEnglishTexts } from './i18n-resources-all';

/** Every namespace in all three languages, the translated ones fetched as the app fetches them. */
async function allNamespaces(): Promise<Record<string, NamespaceTranslations<unknown>>> {
  const english: LanguageTexts = allEnglishTexts;
  const zhHK: LanguageTexts = await loadTranslatedTexts('zh-HK');
  const zhCN: LanguageTexts = await loadTranslatedTexts('zh-CN');
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
  it('keep only the shell, login, legal and maintenance texts in the first load; the rest is one lazy English chunk', async () => {
    expect(Object.keys(englishTexts).sort()).toEqual(['legal', 'login', 'maintenance', 'shell']);
    expect(Object.keys(await loadLazyEnglishTexts()).sort()).toEqual([...lazyNamespaces].sort());
  });

  it('have every key in all three languages, and no extra or empty text, in every namespace', async () => {
    expect(translationGaps(await allNamespaces(), ['en', 'zh-HK', 'zh-CN'])).toEqual([]);
  });

  it('register the namespace of every feature that declares texts, in every language', () => {
    // Lists the files only; nothing is imported.
    const featureFiles = Object.keys(import.meta.glob('../features/*/i18n*.ts'));
    const featuresWith = (file: string) =>
      featureFiles.filter((path) => path.endsWith(`/${file}`)).map((path) => path.split('/')[2]);
    expect(featuresWith('i18n.ts')).toContain('users');
    expect(Object.keys(allEnglishTexts)).toEqual(expect.arrayContaining(featuresWith('i18n.ts')));
    expect(featuresWith('i18n-zh-hk.ts')).toEqual(featuresWith('i18n.ts'));
    expect(featuresWith('i18n-zh-cn.ts')).toEqual(featuresWith('i18n.ts'));
  });

  it('use structured keys, never English sentences', () => {
    const keys = Object.values(allEnglishTexts).flatMap((namespace) => keyPaths(namespace));
    expect(keys.filter((key) => !/^[a-zA-Z0-9]+(\.[a-zA-Z0-9]+)*$/.test(key))).toEqual([]);
  });
});
