import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { lazyTextsLoaded } from './lazy-texts';
import type { Namespace, TextValues, Translate, Translator } from './translator';

/** The portal's translator (made by `createTranslator`), for `useTranslation`. */
export const I18nContext = createContext<Translator | null>(null);

/** The translator of the context, followed: the component re-renders when the language changes or texts arrive. */
function useFollowedTranslator(hook: string): Translator {
  const translator = useContext(I18nContext);
  if (!translator) throw new Error(`${hook} is used outside the I18nContext provider`);
  // Subscribing is what re-renders the component on a change; the count itself is not needed. The same snapshot
  // serves a server render (renderToStaticMarkup in tests).
  useSyncExternalStore(translator.subscribe, translator.getSnapshot, translator.getSnapshot);
  return translator;
}

/**
 * The texts of a namespace ('shell' when none is named) in the language shown, as a typed `t` that refuses an unknown
 * key (app/texts-typing.d.ts). The component re-renders when the language changes or texts arrive; `t` is a new
 * function for each language, so memoised children re-render too.
 */
export function useTranslation<N extends Namespace = 'shell'>(namespace?: N): { readonly t: Translate<N> } {
  const translator = useFollowedTranslator('useTranslation');
  const { language } = translator;
  const t = useMemo(
    () => (key: string, values?: TextValues) => translator.translate(language, namespace ?? 'shell', key, values),
    [translator, language, namespace],
  );
  return { t };
}

/**
 * True once `namespace` has its texts in the language shown; while `wanted`, asks for them. For a part of the shell
 * that shows only with its texts (the area names of a signed-in header), not for pages: their loaders wait instead.
 */
export function useNamespaceLoaded(namespace: Namespace, wanted: boolean): boolean {
  const translator = useFollowedTranslator('useNamespaceLoaded');
  useEffect(() => {
    if (wanted) void lazyTextsLoaded([namespace]);
  }, [namespace, wanted]);
  return translator.hasLoadedNamespace(namespace);
}
