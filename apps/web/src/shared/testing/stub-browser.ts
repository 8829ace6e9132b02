/* Tests only: what Mantine needs of a browser that jsdom lacks, for a component rendered live; a screen of another
 * size, and downloads caught. */

/** A media query list that matches or not, and never changes. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** Mantine reads media queries and sizes and scrolls fields into view; jsdom has none of these. */
export function stubBrowser() {
  window.matchMedia ??= (query: string) => mediaQueryList(query, false);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
}

/** Runs `run` on a screen that matches `query` (a phone's) and no other media query, then puts the screen back. */
export async function whileMediaMatches(query: string, run: () => Promise<void>): Promise<void> {
  const original = window.matchMedia;
  window.matchMedia = (asked: string) => mediaQueryList(asked, asked === query);
  try {
    await run();
  } finally {
    window.matchMedia = original;
  }
}

/**
 * Runs `run` with downloads caught (jsdom makes no object URLs and saves nothing): `saved` gets the name of each file
 * the page saves, as a browser would offer it.
 */
export async function catchingDownloads(run: (saved: readonly string[]) => Promise<void>): Promise<void> {
  const saved: string[] = [];
  const click = HTMLAnchorElement.prototype.click;
  Object.assign(URL, { createObjectURL: () => 'blob:download', revokeObjectURL: () => undefined });
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  try {
    await run(saved);
  } finally {
    HTMLAnchorElement.prototype.click = click;
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  }
}
