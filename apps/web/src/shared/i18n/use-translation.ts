import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { DefaultNamespace, FlatNamespace, i18n } from 'i18next';
import { lazyTextsLoaded } from './lazy-texts';

/** The i18next instance of the portal (created by `createPortalI18n`), for `useTranslation`. */
export const I18nContext = createContext<i18n | null>(null);

/** A count that moves whenever i18next's texts change, and a way to hear of it. */
export type TextChanges = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): number;
};

/** The i18next events after which `t` answers differently: another language shown, texts fetched. */
const textEvents = ['languageChanged', 'loaded'] as const;

const textChangesOf = new WeakMap<i18n, TextChanges>();

/** The text changes of an instance: one pair of i18next listeners per instance, however many components listen. */
export function textChanges(instance: i18n): TextChanges {
  const known = textChangesOf.get(instance);
  if (known) return known;
  let revision = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    revision += 1;
    for (const listener of listeners) listener();
  };
  for (const event of textEvents) instance.on(event, changed);
  const changes: TextChanges = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => revision,
  };
  textChangesOf.set(instance, changes);
  return changes;
}

/**
 * The texts of a namespace ('shell' when none is named) in the language i18next shows, as a typed `t` that refuses
 * an unknown key (app/i18next.d.ts). The component re-renders when the language changes or texts arrive; `t` is a
 * new function for each language, so memoised children re-render too.
 */
export function useTranslation<Namespace extends FlatNamespace = DefaultNamespace>(namespace?: Namespace) {
  const instance = useContext(I18nContext);
  if (!instance) throw new Error('useTranslation is used outside the I18nContext provider');
  const changes = textChanges(instance);
  // Subscribing is what re-renders the component on a change; the count itself is not needed. The same snapshot
  // serves a server render (renderToStaticMarkup in tests).
  useSyncExternalStore(changes.subscribe, changes.getSnapshot, changes.getSnapshot);
  const { language } = instance;
  const t = useMemo(() => instance.getFixedT(language, namespace), [instance, language, namespace]);
  return { t };
}

/**
 * True once `namespace` has its texts in the language shown; while `wanted`, asks for them. For a part of the shell
 * that shows only with its texts (the area names of a signed-in header), not for pages: their loaders wait instead.
 */
export function useNamespaceLoaded(namespace: FlatNamespace, wanted: boolean): boolean {
  const instance = useContext(I18nContext);
  if (!instance) throw new Error('useNamespaceLoaded is used outside the I18nContext provider');
  const changes = textChanges(instance);
  useSyncExternalStore(changes.subscribe, changes.getSnapshot, changes.getSnapshot);
  useEffect(() => {
    if (wanted) void lazyTextsLoaded([namespace]);
  }, [namespace, wanted]);
  return instance.hasLoadedNamespace(namespace);
}
