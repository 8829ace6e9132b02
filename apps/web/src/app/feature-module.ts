import type { NamespaceTexts } from '../shared/i18n/namespace-texts';
import type { TranslationTree } from '../shared/i18n/translations';
import type { PageLoader, PortalRoute } from './routing/route-model';

/** A feature's namespaces outside the first load, by name. */
export type FeatureTexts = { readonly [namespace: string]: NamespaceTexts<TranslationTree> };

/**
 * What one feature (an area of SPEC §2) brings to the web app, declared in its folder's `module.ts` (ADR 049). The
 * route table, the navigation and the texts table are composed from the list in `app/feature-modules.ts`. A module
 * is part of the first load (the route table is), so it names its pages only through `import()` and its texts
 * only by their file (`namespaceTexts`).
 */
export type FeatureModule<Texts extends FeatureTexts = FeatureTexts> = {
  /** Its routes with their guards, redirects and navigation entries, at the top of the route table in list order. */
  readonly routes: readonly PortalRoute[];
  /** Its pages, each its own chunk and each waiting for its texts (`withLazyTexts`); every route's page is one. */
  readonly pages: { readonly [page: string]: PageLoader };
  /** Its namespaces outside the first load, each a chunk per language (`namespaceTexts`). */
  readonly texts: Texts;
};
