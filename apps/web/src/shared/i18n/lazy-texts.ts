/**
 * The texts of the namespaces outside the first load (ARCHITECTURE §9): a lazy page's loader awaits them with its
 * chunk, so the page never shows a key. Kept apart from i18next so route tables and pages can ask without holding the
 * instance; main.tsx tells it how.
 */
let loadLazyTexts: () => Promise<unknown> = () => Promise.resolve();

export function setLazyTextsLoader(load: () => Promise<unknown>): void {
  loadLazyTexts = load;
}

/** Resolves once the lazy namespaces are loaded in the shown language (and English); never rejects. */
export function lazyTextsLoaded(): Promise<void> {
  return loadLazyTexts().then(
    () => undefined,
    // A failed fetch leaves English or the keys; the page still shows, as a failed language fetch does.
    () => undefined,
  );
}

/** A page loader that also waits for the lazy texts. */
export function withLazyTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), lazyTextsLoaded()]).then(([loaded]) => loaded);
}
