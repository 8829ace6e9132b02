import { getBrand, type BrandConfig } from '@portal/contract/brands';
import type { OperationContext } from '../../platform/http/rpc';
import { AppError } from '../../platform/http/errors';
import { bookClientOf, bookScopeOf, type BookClient, type BookScope } from '../../platform/identity/book';
import type { Actor } from '../../platform/identity/sessions';

/*
 * Every operation of the advisor desk's clients starts here (issue 28; OWASP ASVS 5.0 V8, object-level access): the
 * caller's book (platform/identity/book) — its own as an advisor, its advisors' as a manager where the brand has
 * managers, narrowed to one advisor by `advisorCode` — and a client only through that book, 404 exactly as a code that
 * does not exist. A plain client, an admin and a session opened as an advisee are refused (403).
 */

export type DeskRequest = {
  readonly context: OperationContext;
  readonly actor: Actor;
  readonly brand: BrandConfig;
  readonly scope: BookScope;
};

/** The caller's book, narrowed to the advisor `advisorCode` names when given. */
export async function deskRequestOf(context: OperationContext, advisorCode?: string): Promise<DeskRequest> {
  const brand = getBrand(context.config.portalVariant);
  const scope = await bookScopeOf(context.db, context.actor, {
    managerEnabled: brand.flags.managerEnabled,
    advisorFilter: advisorCode,
  });
  // bookScopeOf refused a call without a session; the actor is there.
  if (context.actor === undefined) throw AppError.unauthenticated();
  return { context, actor: context.actor, brand, scope };
}

/** Every advisor whose book the caller of a desk request may see, the filter left aside (a manager's choices). */
export async function advisorsInViewOf(request: DeskRequest, advisorCode: string | undefined) {
  if (advisorCode === undefined) return request.scope.advisors;
  const whole = await bookScopeOf(request.context.db, request.actor, {
    managerEnabled: request.brand.flags.managerEnabled,
  });
  return whole.advisors;
}

/** One client of the caller's book (404 for any other code), with the caller's book. */
export async function deskClientOf(
  context: OperationContext,
  input: { readonly accountCode: string; readonly advisorCode?: string | undefined },
): Promise<DeskRequest & { readonly client: BookClient }> {
  const request = await deskRequestOf(context, input.advisorCode);
  return { ...request, client: await bookClientOf(context.db, request.scope, input.accountCode) };
}
