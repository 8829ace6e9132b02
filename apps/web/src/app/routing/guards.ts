import { rankOf } from '@portal/contract/domain/roles';
import { pendingGate } from '@portal/contract/domain/sign-in-gates';
import { flattenRoutes } from './route-model';
import type { FlatRoute, Guard, GuardContext, IndexRedirect, PortalRoute } from './route-model';

export type GuardResult =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  /** The brand has this route switched off: it does not exist here, so the not-found screen shows. */
  | { readonly kind: 'notFound' };

export const loginPath = '/users/login';
export const homePath = '/';
/** Where a signed-in account with no area open to it lands. */
export const nonePath = '/none';
/** The first-login agreement and the forced password change are steps of the login screen (SPEC §2 Users area). */
export const firstLoginAgreementPath = loginPath;
export const forcedPasswordChangePath = loginPath;

const allow: GuardResult = { kind: 'allow' };
const redirectTo = (to: string): GuardResult => ({ kind: 'redirect', to });

/** Staff (advisor rank and above) do not see the client areas: stocks, cash, assets, crypto (SPEC §2, §6). */
export function isStaff(context: GuardContext): boolean {
  return context.session !== undefined && rankOf[context.session.role] >= rankOf.advisor;
}

export function isAdmin(context: GuardContext): boolean {
  return context.session !== undefined && rankOf[context.session.role] >= rankOf.admin;
}

/** True where the route sits in a subtree that shows its placeholder for this brand (advisors with the flag off). */
export function showsPlaceholder(flat: FlatRoute, context: Pick<GuardContext, 'brand'>): boolean {
  return flat.chain.some((route) => route.placeholder !== undefined && !route.placeholder.enabled(context.brand));
}

function needsSession(guard: Guard): boolean {
  return (
    guard.access === 'signedIn' ||
    guard.minimumRank !== undefined ||
    guard.sources !== undefined ||
    guard.gates === true
  );
}

/**
 * Decides whether the visitor may see a route, from the conditions of the route and all its ancestors. An area's own
 * check (`gatesDecidedBelow`) leaves the sign-in gates to its pages: some of them are outside the gates (SPEC §2: the
 * fund selector, comparer and detail), and each page's check sees the whole chain.
 */
export function evaluateGuard(
  flat: FlatRoute,
  context: GuardContext,
  { gatesDecidedBelow = false }: { readonly gatesDecidedBelow?: boolean } = {},
): GuardResult {
  if (showsPlaceholder(flat, context)) return allow;
  const guards = flat.chain.flatMap((route) => (route.guard ? [route.guard] : []));
  if (guards.some((guard) => guard.enabled !== undefined && !guard.enabled(context.brand))) return { kind: 'notFound' };

  const { session } = context;
  if (!session) return guards.some(needsSession) ? redirectTo(loginPath) : allow;

  const rank = rankOf[session.role];
  for (const guard of guards) {
    if (guard.sources && !guard.sources.includes(session.source)) return redirectTo(homePath);
    if (guard.minimumRank !== undefined && rank < guard.minimumRank) return redirectTo(homePath);
  }
  const gated = guards.some(
    (guard) =>
      guard.gates === true ||
      guard.access === 'signedIn' ||
      guard.minimumRank !== undefined ||
      guard.sources !== undefined,
  );
  if (gated && !gatesDecidedBelow && !guards.some((guard) => guard.gates === false)) {
    // The contract's rule, the one the server refuses calls by (ADR 020).
    const gate = pendingGate(session);
    if (gate === 'forcedPasswordChange') return redirectTo(forcedPasswordChangePath);
    if (gate === 'firstLoginAgreement') return redirectTo(firstLoginAgreementPath);
  }
  return allow;
}

/**
 * The guard of every path of a route table, by full path: `allows('/funds/dashboard')` is true when that route
 * exists and lets the visitor in.
 */
export function pathAllower(routes: readonly PortalRoute[], context: GuardContext): (path: string) => boolean {
  const byPath = new Map<string, FlatRoute>();
  for (const flat of flattenRoutes(routes)) if (!byPath.has(flat.fullPath)) byPath.set(flat.fullPath, flat);
  return (path) => {
    const flat = byPath.get(path);
    return flat !== undefined && evaluateGuard(flat, context).kind === 'allow';
  };
}

export function resolveIndexRedirect(
  redirect: IndexRedirect,
  context: GuardContext,
  allows: (path: string) => boolean,
): string {
  if (typeof redirect === 'function') return redirect(context, allows);
  return redirect.find(allows) ?? redirect[redirect.length - 1] ?? homePath;
}

/** Where a signed-in visitor lands (SPEC §2 Redirect after login); signed out, the login page. */
export function landingPath(context: GuardContext, allows: (path: string) => boolean): string {
  const { session } = context;
  if (!session) return loginPath;
  const rank = rankOf[session.role];
  const candidates = session.advisorAccountCode
    ? ['/stocks/dashboard']
    : rank >= rankOf.admin
      ? ['/admins/account', '/admins/funds', '/admins/banner']
      : rank >= rankOf.advisor
        ? session.source === 'fos'
          ? ['/cryptos/vaOrder', '/advisors/dashboard']
          : ['/advisors/dashboard']
        : session.source === 'fos'
          ? ['/cryptos/dashboard', '/cryptos/vaOrder']
          : ['/funds/dashboard', '/stocks/dashboard'];
  return candidates.find(allows) ?? nonePath;
}
