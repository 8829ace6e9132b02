import type { EnglishOf, NamespaceTexts } from '../shared/i18n/namespace-texts';
import { areaNavTexts } from '../shared/navigation/texts';
import { wealthPortfolioTexts } from '../shared/portfolio/texts';
import { riskProfileReminderTexts } from '../shared/risk-profile/texts';
import { stepUpTexts } from '../shared/step-up/texts';
import { ticketTexts } from '../shared/ticket/texts';
import type { TranslationTree } from '../shared/i18n/translations';
import { featureModules } from './feature-modules';
import { sessionTexts } from './session/texts';

/** The namespaces several features use, each declared by its shared/ or app/ owner. */
const sharedTexts = {
  session: sessionTexts,
  ticket: ticketTexts,
  stepUp: stepUpTexts,
  areaNav: areaNavTexts,
  riskProfileReminder: riskProfileReminderTexts,
  wealthPortfolio: wealthPortfolioTexts,
};

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never;

type AreaNamespaces = typeof sharedTexts & UnionToIntersection<(typeof featureModules)[number]['texts']>;

/**
 * Every namespace outside the first load and its English file, composed from the shared owners and the feature
 * modules (ADR 049). Each is a chunk per language, loaded through `area-texts.ts` (ADR 027).
 */
export const areaNamespaces = Object.assign(
  {},
  sharedTexts,
  ...featureModules.map((module) => module.texts),
) as AreaNamespaces;

/** Looks up a namespace outside the first load. */
export function areaNamespace(namespace: string): NamespaceTexts<TranslationTree> | undefined {
  return Object.hasOwn(areaNamespaces, namespace)
    ? (areaNamespaces as Readonly<Record<string, NamespaceTexts<TranslationTree>>>)[namespace]
    : undefined;
}

/** The English of the areas' namespaces, as components and texts-typing.d.ts know them. */
export type LazyEnglishTexts = { [Namespace in keyof AreaNamespaces]: EnglishOf<AreaNamespaces[Namespace]> };
