import { maintenanceEnglish } from '../features/maintenance/i18n';
import { loginEnglish } from '../features/users/i18n-login';
import { shellEnglish } from '../shared/i18n/shell-translations';
import { legalEnglish } from '../shared/legal/i18n';

/**
 * The translation namespaces of the first load in English (ADR 009, 027): 'shell' (the layout), 'login' (the login
 * page), 'legal' (the agreement links) and 'maintenance' (the page the keep-alive opens while the server, and so
 * every chunk, is out of reach). Kept by hand on purpose: what the login page carries is decided here, not by an
 * area. Their Chinese is one chunk per language (`i18n-resources-zh-hk.ts`, `-zh-cn.ts`); every other namespace is
 * declared by its feature's module or its shared owner, a chunk per language (`area-texts.ts`).
 */
export const englishTexts = {
  shell: shellEnglish,
  login: loginEnglish,
  legal: legalEnglish,
  maintenance: maintenanceEnglish,
} as const;
