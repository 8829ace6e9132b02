import { abciBrand } from './abci';
import { asaBrand } from './asa';
import type { BrandConfig, PortalVariant } from './brand';
import { cepaBrand } from './cepa';
import { demoBrand } from './demo';
import { magpieBrand } from './magpie';
import { miraeBrand } from './mirae';
import { teamBrand } from './team';
import { vademoBrand } from './vademo';
import { vcBrand } from './vc';
import { winlandBrand } from './winland';

export type {
  BrandAdminFlags,
  BrandConfig,
  BrandCurrency,
  BrandFlags,
  BrandTheme,
  CutOffTimes,
  LocalisedText,
  LoginSource,
  PortalVariant,
  PublicBrand,
} from './brand';
export { brandCurrencies, defaultPortalVariant, loginSources, portalVariants, portalVariantSchema } from './brand';
export { publicBrandSchema } from './brand-schema';
export type { BrandOverrides } from './define-brand';
export { defaultBrandAdminFlags, defaultBrandFlags, defineBrand } from './define-brand';
export {
  defaultCashCurrencies,
  defaultCutOffTimes,
  defaultMarketTimeZone,
  defaultMinimumAmountMultiplyFactor,
  defaultReportingCurrency,
  teamAndDemoCutOffTimes,
} from './defaults';

/** Each variant's config, keyed by variant; the type refuses a missing variant or one filed under another's key. */
type BrandsByVariant = { readonly [V in PortalVariant]: BrandConfig & { readonly variant: V } };

/** The ten deployment variants of SPEC §1. */
export const brands: Readonly<Record<PortalVariant, BrandConfig>> = {
  team: teamBrand,
  magpie: magpieBrand,
  demo: demoBrand,
  cepa: cepaBrand,
  vc: vcBrand,
  abci: abciBrand,
  asa: asaBrand,
  winland: winlandBrand,
  mirae: miraeBrand,
  vademo: vademoBrand,
} satisfies BrandsByVariant;

/** The config of one deployment variant (the server calls it with PORTAL_VARIANT). */
export function getBrand(variant: PortalVariant): BrandConfig {
  return brands[variant];
}
