import type { TranslationTree } from './translations';

/**
 * A namespace outside the first load, declared once by its owner (a feature's module.ts, or the shared/ or app/
 * folder of a shared namespace) as the path from `src/` of its English file, e.g. `features/funds/research/i18n`.
 * Its Chinese sits beside it (`…-zh-hk`, `…-zh-cn`, each typed `Translations<typeof …English>`), and each file is a
 * chunk, loaded through the lazy table of `app/area-texts.ts` (ADR 027, 049): the first load carries the path only.
 * The type carries the English, for the translator's typed keys.
 */
export type NamespaceTexts<English extends TranslationTree> = {
  readonly file: string;
  /** Never set: the English type, read by `EnglishOf`. */
  readonly english?: English;
};

/** The English of a namespace declared with `namespaceTexts`. */
export type EnglishOf<Texts> = Texts extends NamespaceTexts<infer English> ? English : never;

/** Declares a namespace whose English is `<file>.ts` (from `src/`), exported as `<namespace>English`. */
export function namespaceTexts<English extends TranslationTree>(file: string): NamespaceTexts<English> {
  return { file };
}
