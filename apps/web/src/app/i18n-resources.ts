import type { Language } from '@portal/contract/domain/language';
import { maintenanceEnglish } from '../features/maintenance/i18n';
import { loginEnglish } from '../features/users/i18n-login';
import { shellEnglish } from '../shared/i18n/shell-translations';
import type { LanguageTexts, TranslatedLanguage, Translations, TranslationTree } from '../shared/i18n/translations';
import { legalEnglish } from '../shared/legal/i18n';

/**
 * The translation namespaces of the first load in English: 'shell' (the layout), 'login' (the login page), 'legal'
 * (the agreement links) and 'maintenance' (the page the keep-alive opens while the server, and so every chunk, is
 * out of reach). The key of each entry is the namespace a component names in `useTranslation('<namespace>')`.
 * Every other namespace is a chunk of its own per language (ADR 027), fetched with the first page that needs it.
 */
export const englishTexts = {
  shell: shellEnglish,
  login: loginEnglish,
  legal: legalEnglish,
  maintenance: maintenanceEnglish,
} as const;

/** The first load's namespaces: always loaded in the language shown. */
export type FirstLoadNamespace = keyof typeof englishTexts;

/**
 * The English of every namespace outside the first load, one chunk per namespace. A new area adds its namespace here
 * and in `zhHKTexts` and `zhCNTexts` below (the compiler asks for them), and names it in the `withLazyTexts` of its
 * routes (app/routing/route-table.ts; a test checks the names against the components the route loads).
 */
export const lazyEnglishTexts = {
  users: () => import('../features/users/i18n').then((module) => module.usersEnglish),
  access: () => import('../features/users/i18n-access').then((module) => module.accessEnglish),
  session: () => import('./session/i18n').then((module) => module.sessionEnglish),
  home: () => import('../features/home/i18n').then((module) => module.homeEnglish),
  advisors: () => import('../features/advisors/i18n').then((module) => module.advisorsEnglish),
  notifications: () => import('../features/notifications/i18n').then((module) => module.notificationsEnglish),
  fundResearch: () => import('../features/funds/research/i18n').then((module) => module.fundResearchEnglish),
  fundTrading: () => import('../features/funds/trading/i18n').then((module) => module.fundTradingEnglish),
};

type LazyEnglishTexts = {
  [Namespace in keyof typeof lazyEnglishTexts]: Awaited<ReturnType<(typeof lazyEnglishTexts)[Namespace]>>;
};

/** Every namespace in English, as components and i18next.d.ts know them. */
export type AllEnglishTexts = typeof englishTexts & LazyEnglishTexts;

/** The namespaces whose English is fetched on demand. */
export const lazyNamespaces = Object.keys(lazyEnglishTexts) as (keyof typeof lazyEnglishTexts)[];

/** Each namespace's texts in a language besides English, as a fetch: the compiler refuses a namespace left out. */
type TranslatedLoaders = {
  readonly [Namespace in keyof AllEnglishTexts]: () => Promise<Translations<AllEnglishTexts[Namespace]>>;
};

/** Traditional Chinese (Hong Kong): the first load's namespaces are one chunk, every other namespace one of its own. */
const zhHKTexts = {
  shell: () => import('./i18n-resources-zh-hk').then((module) => module.firstLoadZhHK.shell),
  login: () => import('./i18n-resources-zh-hk').then((module) => module.firstLoadZhHK.login),
  legal: () => import('./i18n-resources-zh-hk').then((module) => module.firstLoadZhHK.legal),
  maintenance: () => import('./i18n-resources-zh-hk').then((module) => module.firstLoadZhHK.maintenance),
  users: () => import('../features/users/i18n-zh-hk').then((module) => module.usersZhHK),
  access: () => import('../features/users/i18n-access-zh-hk').then((module) => module.accessZhHK),
  session: () => import('./session/i18n-zh-hk').then((module) => module.sessionZhHK),
  home: () => import('../features/home/i18n-zh-hk').then((module) => module.homeZhHK),
  advisors: () => import('../features/advisors/i18n-zh-hk').then((module) => module.advisorsZhHK),
  notifications: () => import('../features/notifications/i18n-zh-hk').then((module) => module.notificationsZhHK),
  fundResearch: () => import('../features/funds/research/i18n-zh-hk').then((module) => module.fundResearchZhHK),
  fundTrading: () => import('../features/funds/trading/i18n-zh-hk').then((module) => module.fundTradingZhHK),
} satisfies TranslatedLoaders;

/** Simplified Chinese: the first load's namespaces are one chunk, every other namespace one of its own. */
const zhCNTexts = {
  shell: () => import('./i18n-resources-zh-cn').then((module) => module.firstLoadZhCN.shell),
  login: () => import('./i18n-resources-zh-cn').then((module) => module.firstLoadZhCN.login),
  legal: () => import('./i18n-resources-zh-cn').then((module) => module.firstLoadZhCN.legal),
  maintenance: () => import('./i18n-resources-zh-cn').then((module) => module.firstLoadZhCN.maintenance),
  users: () => import('../features/users/i18n-zh-cn').then((module) => module.usersZhCN),
  access: () => import('../features/users/i18n-access-zh-cn').then((module) => module.accessZhCN),
  session: () => import('./session/i18n-zh-cn').then((module) => module.sessionZhCN),
  home: () => import('../features/home/i18n-zh-cn').then((module) => module.homeZhCN),
  advisors: () => import('../features/advisors/i18n-zh-cn').then((module) => module.advisorsZhCN),
  notifications: () => import('../features/notifications/i18n-zh-cn').then((module) => module.notificationsZhCN),
  fundResearch: () => import('../features/funds/research/i18n-zh-cn').then((module) => module.fundResearchZhCN),
  fundTrading: () => import('../features/funds/trading/i18n-zh-cn').then((module) => module.fundTradingZhCN),
} satisfies TranslatedLoaders;

/** Where each namespace's texts come from, per language (the first load's English is bundled, not fetched). */
export const textChunks: {
  readonly [L in Language]: { readonly [namespace: string]: () => Promise<TranslationTree> };
} = { en: lazyEnglishTexts, 'zh-HK': zhHKTexts, 'zh-CN': zhCNTexts };

/** Fetches one namespace in one language, as i18next asks for it (`createPortalI18n`). */
export function loadTexts(language: Language, namespace: string): Promise<TranslationTree> {
  const load = textChunks[language][namespace];
  if (!load) return Promise.reject(new Error(`The ${language} texts have no namespace '${namespace}'`));
  return load();
}

/** Every namespace of a translated language at once (tests; the app fetches per namespace). */
export async function loadTranslatedTexts(language: TranslatedLanguage): Promise<LanguageTexts> {
  const namespaces = Object.keys(textChunks[language]);
  const texts = await Promise.all(
    namespaces.map(async (namespace) => [namespace, await loadTexts(language, namespace)] as const),
  );
  return Object.fromEntries(texts);
}
