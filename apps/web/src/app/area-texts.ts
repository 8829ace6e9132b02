import type { Language } from '@portal/contract/domain/language';
import type { TranslationTree } from '../shared/i18n/translations';
import { areaNamespace } from './text-namespaces';

/**
 * Every texts file outside `shared/i18n`, each its own chunk (ADR 027). This table is a lazy chunk of its own,
 * fetched with the first namespace outside the first load, so the login page's first load carries only the file
 * names the owners declare (`text-namespaces.ts`). The first load's own texts files are bundled by
 * `first-load-texts.ts` and its Chinese chunks; they are left out here, the only files this folder names.
 */
const textFiles = import.meta.glob<Readonly<Record<string, TranslationTree>>>([
  '../features/**/i18n.ts',
  '../features/**/i18n-*.ts',
  '../shared/*/i18n.ts',
  '../shared/*/i18n-*.ts',
  './*/i18n.ts',
  './*/i18n-*.ts',
  '!**/*.test.ts',
  '!../shared/i18n/**',
  // The first load's own texts (first-load-texts.ts): bundled in the entry, their Chinese in one chunk per language,
  // which an import() here would split.
  '!../shared/legal/**',
  '!../features/maintenance/**',
  '!../features/users/i18n-login*',
]);

/** Each file's loader by its path from `src/` without `.ts` (the glob's keys are relative to this folder). */
const byFile = new Map(
  Object.entries(textFiles).map(([key, load]) => [
    key
      .replace(/^\.\.\//, '')
      .replace(/^\.\//, 'app/')
      .replace(/\.ts$/, ''),
    load,
  ]),
);

/** What each language's file adds to the English file's name, and to its export's namespace name. */
const fileSuffix: Readonly<Record<Language, string>> = { en: '', 'zh-HK': '-zh-hk', 'zh-CN': '-zh-cn' };
const exportSuffix: Readonly<Record<Language, string>> = { en: 'English', 'zh-HK': 'ZhHK', 'zh-CN': 'ZhCN' };

/** Fetches one area namespace in one language: `<file><-zh-hk|-zh-cn>.ts`, export `<namespace><English|ZhHK|ZhCN>`. */
export async function loadAreaTexts(language: Language, namespace: string): Promise<TranslationTree> {
  const declared = areaNamespace(namespace);
  const load = declared && byFile.get(`${declared.file}${fileSuffix[language]}`);
  const texts = load && (await load())[`${namespace}${exportSuffix[language]}`];
  if (!texts) throw new Error(`The ${language} texts have no namespace '${namespace}'`);
  return texts;
}
