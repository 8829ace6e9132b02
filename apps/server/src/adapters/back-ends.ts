import { getBrand } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import type { Config } from '../platform/runtime/config';

/*
 * The back ends the portal talks to (ADR 051), each behind a named adapter interface under src/adapters/<seam>/ with a
 * contract suite. Outside production each runs on its embedded simulator; a production start refuses a simulated one
 * unless the deployment declares itself a demonstration (PORTAL_DEMONSTRATION=on), and then every page says so.
 */

/** The seams, in the order a refusal names them. */
export const backEndSeams = [
  'stockGateway',
  'marketData',
  'fxRates',
  'fos',
  'custody',
  'eddaBank',
  'backOffice',
] as const;
export type BackEndSeam = (typeof backEndSeams)[number];

/** Each seam as the person starting the server reads it (the start of a sentence). */
export const backEndNames: Readonly<Record<BackEndSeam, string>> = {
  stockGateway: 'The stock gateway',
  marketData: 'The stock market data feed',
  fxRates: 'The FX rate feed',
  fos: 'The FOS (virtual-asset back end)',
  custody: 'The custody platform and chain',
  eddaBank: 'The eDDA bank',
  backOffice: 'The back office',
};

/** A seam this deployment uses, the implementation chosen for it and whether that is a simulator. */
export type BackEnd = { readonly seam: BackEndSeam; readonly implementation: string; readonly simulated: boolean };

const simulator = (seam: BackEndSeam): BackEnd => ({ seam, implementation: 'simulator', simulated: true });

/**
 * The back ends this configuration runs on, those of the brand's features only (a brand without virtual assets talks
 * to no FOS). Every seam but the back office has one implementation today, its embedded simulator (chosen by the
 * seam's chooser, listed in ADR 051); a real adapter adds its choice there and here. The back office is the simulator
 * or, with PORTAL_BACK_OFFICE=operator, nobody: its decisions wait for an operator.
 */
export function backEndsOf(config: Pick<Config, 'portalVariant' | 'backOffice'>): BackEnd[] {
  const flags = getBrand(config.portalVariant).flags;
  const uses = (feature: (typeof brandFeatures)[keyof typeof brandFeatures]) => offers(flags, feature);
  const backEnds: BackEnd[] = [];
  if (uses(brandFeatures.stocks)) backEnds.push(simulator('stockGateway'), simulator('marketData'));
  // Fund tickets, portfolio totals and buying power convert at these rates on every brand.
  backEnds.push(simulator('fxRates'));
  if (uses(brandFeatures.crypto)) backEnds.push(simulator('fos'), simulator('custody'));
  if (uses(brandFeatures.edda)) backEnds.push(simulator('eddaBank'));
  if (uses(brandFeatures.cashTopUp) || uses(brandFeatures.accounts)) {
    backEnds.push({
      seam: 'backOffice',
      implementation: config.backOffice,
      simulated: config.backOffice === 'simulator',
    });
  }
  return backEnds.sort((a, b) => backEndSeams.indexOf(a.seam) - backEndSeams.indexOf(b.seam));
}

/**
 * Why this start must not go on: with NODE_ENV=production, a simulated back end unless PORTAL_DEMONSTRATION=on. One
 * line naming the first simulated seam (and the others after it); undefined when the start may go on.
 */
export function simulatedBackEndRefusal(
  config: Pick<Config, 'nodeEnv' | 'demonstration'>,
  backEnds: readonly BackEnd[],
): string | undefined {
  if (config.nodeEnv !== 'production' || config.demonstration) return undefined;
  const [first, ...others] = backEnds.filter((backEnd) => backEnd.simulated);
  if (first === undefined) return undefined;
  const lowerCase = (seam: BackEndSeam) => backEndNames[seam].replace(/^The /, 'the ');
  const alsoSimulated =
    others.length === 0 ? '' : ` (so are ${others.map((other) => lowerCase(other.seam)).join(', ')})`;
  const backOfficeHint = [first, ...others].some((backEnd) => backEnd.seam === 'backOffice')
    ? '; PORTAL_BACK_OFFICE=operator leaves the back office to an operator'
    : '';
  return (
    `${backEndNames[first.seam]} is the simulator${alsoSimulated}: set PORTAL_DEMONSTRATION=on to run a ` +
    `demonstration, or configure a real adapter${backOfficeHint}.`
  );
}
