import { defaultLanguage } from '@portal/contract/domain/language';
import type { Language } from '@portal/contract/domain/language';
import type { LanguageTexts, TranslationTree } from './translations';

/**
 * What the compiler knows of the portal's texts: `app/texts-typing.d.ts` adds `english`, every namespace's English, by
 * declaration merging (shared/ does not import app/), so `t` refuses a key the English lacks.
 */
// Declaration merging needs an interface, empty until app/ fills it in.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
export interface TextsTyping {}

type EnglishTexts = TextsTyping extends { readonly english: infer English } ? English : LanguageTexts;

/** A namespace's name: 'shell', 'login', 'fundResearch'… */
export type Namespace = keyof EnglishTexts & string;

/** Every text's key in a tree of texts: the names on its path joined by '.', e.g. 'header.language'. */
type KeysOf<Tree> = string extends keyof Tree
  ? string
  : { [Name in keyof Tree & string]: Tree[Name] extends string ? Name : `${Name}.${KeysOf<Tree[Name]>}` }[keyof Tree &
      string];

/** The keys of a namespace's texts. */
export type TextKey<N extends Namespace> = N extends Namespace ? KeysOf<EnglishTexts[N]> : never;

/** A key of any namespace, written '<namespace>:<key>' (the navigation names areas' pages so: 'areaNav:funds.search'). */
type QualifiedTextKey = { [N in Namespace]: `${N}:${TextKey<N>}` }[Namespace];

/**
 * What a text's `{{name}}` placeholders are filled with (as given, no HTML escaping: React escapes). `defaultValue`
 * is shown for a key the texts lack.
 */
export type TextValues = { readonly [name: string]: unknown };

/**
 * The texts of one namespace in one language: a key of the namespace or '<namespace>:<key>' of any, or any key with a
 * `defaultValue`.
 */
export type Translate<N extends Namespace> = {
  (key: TextKey<N> | QualifiedTextKey, values?: TextValues): string;
  (key: string, values: TextValues & { readonly defaultValue: string }): string;
};

/**
 * Fetches the texts of one namespace in one language (a chunk of its own; see app/i18n-resources.ts). English is asked
 * only for the namespaces outside the first load; the first load's English is bundled.
 */
export type TextsLoader = (language: Language, namespace: string) => Promise<TranslationTree>;

/** The portal's texts in the language shown, and the way to another language (ADR 027, 053). */
export type Translator = {
  /** The language shown: the one whose texts `t` gives. */
  readonly language: Language;
  /** Settles once the language the translator started in has its texts (or English in their place). */
  readonly ready: Promise<void>;
  /** A text in the language shown: a key of 'shell', or '<namespace>:<key>'. */
  readonly t: Translate<'shell'>;
  /**
   * A text of `namespace` (or of the one the key names, '<namespace>:<key>') in `language`. A key the texts lack shows
   * itself (without its namespace), or `defaultValue` when one is given.
   */
  readonly translate: (language: Language, namespace: string, key: string, values?: TextValues) => string;
  /**
   * Fetches every namespace in use in `language`, then shows it; until then the current language stays. Settles once
   * `language` is shown, or another change has taken its place.
   */
  readonly changeLanguage: (language: Language) => Promise<void>;
  /** Fetches `namespaces` in the language shown and, during a change, in the language coming; they stay in use. */
  readonly loadNamespaces: (namespaces: readonly string[]) => Promise<void>;
  /** True once `namespace` has its texts in the language shown (or its fetches have failed: keys then show). */
  readonly hasLoadedNamespace: (namespace: string) => boolean;
  /** Hears of every change of what `t` gives: texts arrived, another language shown. */
  readonly subscribe: (listener: () => void) => () => void;
  /** A count that moves on each of those changes (for `useSyncExternalStore`). */
  readonly getSnapshot: () => number;
};

/**
 * The text at `path` in `tree`. A key may hold a '.' of its own ('sort.name.asc' finds `sort['name.asc']`), so each
 * split of the path is tried.
 */
function lookUp(tree: string | TranslationTree | undefined, path: readonly string[]): string | undefined {
  if (path.length === 0) return typeof tree === 'string' ? tree : undefined;
  if (tree === undefined || typeof tree === 'string') return undefined;
  for (let end = 1; end <= path.length; end += 1) {
    const name = path.slice(0, end).join('.');
    const found = Object.hasOwn(tree, name) ? lookUp(tree[name], path.slice(end)) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Fills the `{{name}}` placeholders of `text` once (a value is not read for placeholders itself). A name given as
 * undefined or null leaves nothing; a name not given leaves its placeholder.
 */
function interpolate(text: string, values: TextValues): string {
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, written: string) => {
    const name = written.trim();
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * A translator showing `language`. The English of `english` (the first load's namespaces) is bundled; every other
 * namespace, and every namespace in another language, is fetched per namespace: the namespaces of `english` when the
 * translator starts, the others with `loadNamespaces` before the page that needs them renders (see lazy-texts.ts).
 * When a Chinese chunk cannot be fetched, the namespace's English stands in (bundled, or fetched), so a failed fetch
 * shows English, never keys; English is not fetched otherwise, so a zh-HK or zh-CN visitor downloads each area's
 * texts once. A change of language fetches every namespace in use in the new language and keeps showing the current
 * language until they are in, then switches (so no key and no half-translated screen ever shows).
 */
export function createTranslator(english: LanguageTexts, language: Language, loadTexts: TextsLoader): Translator {
  const idOf = (inLanguage: Language, namespace: string) => `${inLanguage}|${namespace}`;
  /** Texts by `idOf`; a namespace whose fetches all failed has none. */
  const texts = new Map<string, TranslationTree>();
  /** The ids whose fetch has ended, with texts or without. */
  const settled = new Set<string>();
  const arrivals = new Map<string, Promise<void>>();
  /** The namespaces in use: fetched in each language the translator changes to. */
  const inUse = new Set(Object.keys(english));
  const listeners = new Set<() => void>();
  let shown = language;
  let coming: Language | undefined;
  let revision = 0;

  const changed = () => {
    revision += 1;
    for (const listener of listeners) listener();
  };

  const englishOf = (namespace: string) => english[namespace] ?? loadTexts(defaultLanguage, namespace);

  async function fetchTexts(inLanguage: Language, namespace: string): Promise<TranslationTree> {
    if (inLanguage === defaultLanguage) return englishOf(namespace);
    try {
      return await loadTexts(inLanguage, namespace);
    } catch {
      return englishOf(namespace);
    }
  }

  /** Shows the language coming once every namespace in use has arrived in it; true when it did. */
  function showComingWhenIn(): boolean {
    const next = coming;
    if (next === undefined || [...inUse].some((namespace) => !settled.has(idOf(next, namespace)))) return false;
    shown = next;
    coming = undefined;
    changed();
    return true;
  }

  /** The texts of `namespace` in `inLanguage`: bundled at once, else fetched once (the loader is called now). */
  function load(inLanguage: Language, namespace: string): Promise<void> {
    const id = idOf(inLanguage, namespace);
    const known = arrivals.get(id);
    if (known) return known;
    let arrival: Promise<void>;
    const bundled = inLanguage === defaultLanguage ? english[namespace] : undefined;
    if (bundled) {
      texts.set(id, bundled);
      settled.add(id);
      arrival = Promise.resolve();
    } else {
      arrival = fetchTexts(inLanguage, namespace)
        .then((fetched) => void texts.set(id, fetched))
        // Neither this language nor English could be fetched: the keys show, as a missing text's do.
        .catch(() => undefined)
        .then(() => {
          settled.add(id);
          if (!showComingWhenIn()) changed();
        });
    }
    arrivals.set(id, arrival);
    return arrival;
  }

  const loadAll = (inLanguage: Language, namespaces: Iterable<string>) =>
    Promise.all([...namespaces].map((namespace) => load(inLanguage, namespace))).then(() => undefined);

  function translate(inLanguage: Language, namespace: string, written: string, values?: TextValues): string {
    const separator = written.indexOf(':');
    const [inNamespace, key] =
      separator < 0 ? [namespace, written] : [written.slice(0, separator), written.slice(separator + 1)];
    const found = lookUp(texts.get(idOf(inLanguage, inNamespace)), key.split('.'));
    const defaultValue = values?.['defaultValue'];
    const text = found ?? (typeof defaultValue === 'string' ? defaultValue : key);
    return values ? interpolate(text, values) : text;
  }

  return {
    get language() {
      return shown;
    },
    ready: loadAll(language, inUse),
    t: (key: string, values?: TextValues) => translate(shown, 'shell', key, values),
    translate,
    async changeLanguage(next) {
      coming = next;
      // At once when every namespace in use is already in (English bundled): no flash of waiting.
      for (const namespace of inUse) void load(next, namespace);
      showComingWhenIn();
      // A page opened meanwhile adds its namespaces in this language too (loadNamespaces): wait for those as well.
      while (coming === next) {
        await loadAll(next, inUse);
        showComingWhenIn();
      }
    },
    loadNamespaces(namespaces) {
      for (const namespace of namespaces) inUse.add(namespace);
      const languages = coming === undefined ? [shown] : [shown, coming];
      return Promise.all(languages.map((inLanguage) => loadAll(inLanguage, namespaces))).then(() => undefined);
    },
    hasLoadedNamespace: (namespace) => settled.has(idOf(shown, namespace)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => revision,
  };
}
