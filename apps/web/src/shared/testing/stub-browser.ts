/* Tests only: what Mantine needs of a browser that jsdom lacks, for a component rendered live. */

/** Mantine reads media queries and sizes and scrolls fields into view; jsdom has none of these. */
export function stubBrowser() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
}
