import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { featureOffCode, type BrandFeature } from '@portal/contract/domain/brand-features';
import { assertNoPendingGate, authorize, type AccessDependencies } from '../identity/access';
import type { Actor } from '../identity/sessions';
import { AppError, validationError } from './errors';

/*
 * Routes that answer a file (a PDF made on request) sit outside the JSON contract, so they make the contract
 * operations' checks themselves, in the same order (rpc.ts): 404 FEATURE_OFF on a brand without the feature, 401
 * without a session, 403 while a sign-in gate is pending, 400 for a malformed query. The answer is an attachment.
 */

export type FileRequestRules<Query extends z.ZodType> = {
  /** The operation's name in messages, e.g. 'planDefinition.factsheet'. */
  readonly operation: string;
  readonly feature: BrandFeature;
  /** Whether the brand offers the feature (decided once, when the route is registered). */
  readonly offered: boolean;
  readonly query: Query;
};

/** The signed-in actor and the parsed query of a file request, or the refusal a contract operation would answer. */
export async function checkedFileRequest<Query extends z.ZodType>(
  request: FastifyRequest,
  dependencies: AccessDependencies,
  rules: FileRequestRules<Query>,
): Promise<{ readonly actor: Actor; readonly query: z.output<Query> }> {
  if (!rules.offered) {
    throw new AppError(404, featureOffCode, `${rules.operation} is not offered on this portal.`, {
      feature: rules.feature.name,
    });
  }
  const actor = await authorize({ kind: 'session' }, request, dependencies);
  if (actor === undefined) throw AppError.unauthenticated();
  await assertNoPendingGate(dependencies.db, actor);
  const parsed = rules.query.safeParse(request.query);
  if (!parsed.success) throw validationError(parsed.error, 'query', request.query);
  return { actor, query: parsed.data };
}

/**
 * Sends a PDF as an attachment named `fileName`. Made on request for one reader: never stored by a shared cache, and
 * by default not kept by the browser either (`no-store`; a document that does not change may say `no-cache`).
 */
export function sendPdfAttachment(
  reply: FastifyReply,
  content: Uint8Array,
  fileName: string,
  cacheControl: 'private, no-store' | 'private, no-cache' = 'private, no-store',
): FastifyReply {
  return reply
    .header('cache-control', cacheControl)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('content-length', String(content.byteLength))
    .send(Buffer.from(content));
}
