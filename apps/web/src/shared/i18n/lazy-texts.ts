import type { Namespace } from './translator';

/**
 * The texts of the namespaces outside the first load (ARCHITECTURE §9, ADR 027): each namespace is a chunk per
 * language, and a lazy page's loader awaits its namespaces in the language shown with its chunk, so the page never
 * shows a key and no page downloads another area's texts. Kept apart from the translator so route tables and pages can
 * ask without holding it; main.tsx tells it how.
 */
type NamespacesLoader = (namespaces: readonly Namespace[]) => Promise<unknown>;

let loadNamespaces: NamespacesLoader = () => Promise.resolve();

export function setLazyTextsLoader(load: NamespacesLoader): void {
  loadNamespaces = load;
}

/** Resolves once `namespaces` are loaded in the language shown (and, during a change, in the one coming); never rejects. */
export function lazyTextsLoaded(namespaces: readonly Namespace[]): Promise<void> {
  return loadNamespaces(namespaces).then(
    () => undefined,
    // A failed fetch leaves English or the keys; the page still shows, as a failed language fetch does.
    () => undefined,
  );
}

/** A loader that waits for the texts of `namespaces` too; a feature module's test reads them. */
export type TextsAwaitingLoader<T> = (() => Promise<T>) & { readonly namespaces: readonly Namespace[] };

/**
 * A page (or lazy part) loader that also waits for the texts of the namespaces it uses. Which namespaces a loaded
 * module uses is checked by app/lazy-texts-coverage.test.ts.
 */
export function withLazyTexts<T>(namespaces: readonly Namespace[], load: () => Promise<T>): TextsAwaitingLoader<T> {
  return Object.assign(() => Promise.all([load(), lazyTextsLoaded(namespaces)]).then(([loaded]) => loaded), {
    namespaces,
  });
}
