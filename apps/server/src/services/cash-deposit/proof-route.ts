import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { depositRequestIdSchema, fileTypeDetails, type DepositProofType } from '@portal/contract';
import { authorize, mayActFor } from '../../platform/identity/access';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { ActorCache } from '../../platform/identity/sessions';
import { depositProofRoute } from './deposit-requests';

export type DepositProofDependencies = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly actorCache?: ActorCache;
  /** Whether the brand offers top-up (a brand without it answers 404, as for an unknown request). */
  readonly offered: boolean;
};

/** A file name safe in a Content-Disposition header: ASCII letters, digits, dot, dash and underscore. */
function safeFileName(name: string, type: DepositProofType): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-100);
  const extension = fileTypeDetails[type].extensions[0] ?? '';
  return cleaned.toLowerCase().endsWith(extension) ? cleaned : `${cleaned}${extension}`;
}

/**
 * GET /api/cashDeposit/proof/:requestId answers a deposit request's proof of payment to whoever may act for the
 * request's account (its owner, or an advisor linked to it): anyone else gets 404, as for an unknown request, so
 * request ids cannot be probed. The media type is the one recognised from the bytes when it was uploaded.
 */
export function registerDepositProofFiles(app: FastifyInstance, dependencies: DepositProofDependencies): void {
  if (app.hasRoute({ method: 'GET', url: depositProofRoute })) return;
  const { db } = dependencies;
  app.get<{ Params: { requestId: string } }>(depositProofRoute, async (request, reply) => {
    const actor = await authorize({ kind: 'session' }, request, dependencies);
    if (actor === undefined) throw AppError.unauthenticated();
    const checked = depositRequestIdSchema.safeParse(request.params.requestId);
    const found =
      checked.success && dependencies.offered
        ? await db
            .selectFrom('cash_deposit_request')
            .innerJoin('cash_deposit_proof', 'cash_deposit_proof.id', 'cash_deposit_request.proof_id')
            .select([
              'cash_deposit_request.account_code as accountCode',
              'cash_deposit_request.source as source',
              'cash_deposit_proof.file_name as fileName',
              'cash_deposit_proof.file_type as fileType',
              'cash_deposit_proof.content as content',
            ])
            .where('cash_deposit_request.id', '=', checked.data)
            .executeTakeFirst()
        : undefined;
    if (found === undefined || !(await mayActFor(db, actor, found.accountCode, found.source))) {
      throw AppError.notFound('There is no such proof of payment.');
    }
    const type = found.fileType as DepositProofType; // recognised from the bytes as one of these when stored.
    const bytes = Buffer.from(found.content);
    return reply
      .header('content-type', fileTypeDetails[type].mimeType)
      .header('content-disposition', `attachment; filename="${safeFileName(found.fileName, type)}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(bytes.byteLength))
      .send(bytes);
  });
}
