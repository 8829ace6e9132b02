import * as z from '../validation/schema';
import type { PublicBrand } from '@portal/contract/brands';

/** The id of the JSON script the server puts in index.html in place of `<!--portal-brand-->`. */
export const injectedBrandElementId = 'portal-brand';

const text = z.string().check(z.minLength(1));
const localisedText = z.object({ en: text, 'zh-HK': text, 'zh-CN': text });
const colour = z.string().check(z.regex(/^#[0-9a-f]{6}$/i));
const shade = z.number().check(z.int(), z.gte(0), z.lte(9));
const light = z.object({ light: colour, dark: colour });

/**
 * What the web reads of the injected brand, checked before the first render. The server parsed the whole config
 * with the contract's `publicBrandSchema` at start; the browser re-checks the parts it renders and decides with
 * (texts, logo, colours, sources, flags) with the web's own schemas, which keep zod out of the first load
 * (ARCHITECTURE §9). A flag the config lacks reads as off, so a route behind it stays closed.
 */
export const injectedBrandSchema = z.object({
  // The variant names a config; the server checked it is one of the ten.
  variant: text,
  name: localisedText,
  pageTitle: localisedText,
  header: localisedText,
  footer: localisedText,
  logo: z.string().check(z.regex(/^\/brands\/[a-z0-9-]+\.svg$/)),
  theme: z.object({
    primaryShades: z.array(colour).check(z.length(10)),
    primaryShade: z.object({ light: shade, dark: shade }),
    headerBackground: light,
    headerText: light,
    fontFamily: z.optional(text),
  }),
  sources: z.array(z.enum(['gateway', 'fos'])).check(z.minLength(1)),
  flags: z.record(z.string(), z.union([z.boolean(), z.array(z.string())])),
  adminFlags: z.record(z.string(), z.boolean()),
  marketTimeZone: text,
  // PORTAL_DEMONSTRATION=on (ADR 051): every page shows the demonstration marker.
  demonstration: z.optional(z.boolean()),
});

function isBrandConfig(value: unknown): value is PublicBrand {
  return injectedBrandSchema.safeParse(value).success;
}

/** Parses the injected brand JSON; undefined when absent, not JSON or not a brand. */
export function parseInjectedBrand(json: string | null | undefined): PublicBrand | undefined {
  if (!json) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return isBrandConfig(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The brand to render: the one the server injected, or the demo brand where nobody injects one (vite dev, vite
 * preview). The ten configs are a lazy chunk fetched only in that case. An injected element that does not parse
 * is an error of the deployment, so it is reported.
 */
export async function loadBrand(document: Document): Promise<PublicBrand> {
  const element = document.getElementById(injectedBrandElementId);
  if (element) {
    const brand = parseInjectedBrand(element.textContent);
    if (brand) return brand;
    console.error('The injected brand (#portal-brand) is not a valid brand config; showing the demo brand.');
  }
  const { getBrand } = await import('@portal/contract/brands');
  return getBrand('demo');
}
