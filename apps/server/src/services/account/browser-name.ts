/** Browsers the sessions page names, most specific first (Edge and Opera also say Chrome; Chrome also says Safari). */
const browsers: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\bOPR\/|\bOpera\b|\bOPiOS\//],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  ['Chrome', /Chrome\/|\bCriOS\/|\bChromium\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

/** Systems, most specific first (Android also says Linux; iPadOS may say Macintosh, but then the page says macOS). */
const systems: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Windows', /\bWindows\b/],
  ['Android', /\bAndroid\b/],
  ['iOS', /\biPhone\b|\biPad\b|\biPod\b/],
  ['macOS', /\bMacintosh\b|\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

export const unknownBrowser = 'Unknown browser';

/**
 * Names the browser of a session from the User-Agent it logged in with, as the sessions page shows it: "Chrome on
 * Windows", "Safari on iOS", "Firefox" when the system is not recognised, "Unknown browser" when the browser is not.
 */
export function browserNameOf(userAgent: string | null | undefined): string {
  if (userAgent === null || userAgent === undefined) return unknownBrowser;
  const browser = browsers.find(([, pattern]) => pattern.test(userAgent))?.[0];
  if (browser === undefined) return unknownBrowser;
  const system = systems.find(([, pattern]) => pattern.test(userAgent))?.[0];
  return system === undefined ? browser : `${browser} on ${system}`;
}
