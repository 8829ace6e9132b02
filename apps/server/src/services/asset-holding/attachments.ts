import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import {
  assetAttachmentIdSchema,
  assetAttachmentRoute,
  fileTypeDetails,
  maximumAssetAttachmentBytes,
  type AssetAttachmentUpload,
} from '@portal/contract';
import { brandFeatures, featureOffCode } from '@portal/contract/domain/brand-features';
import { allowedDocumentTypes, type FileType } from '@portal/contract/domain/file-type';
import { authorize, mayActFor } from '../../platform/identity/access';
import type { ActorCache } from '../../platform/identity/sessions';
import type { Clock } from '../../platform/runtime/clock';
import { detectUploadType } from '../../platform/content/upload-type';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { AssetHoldingAttachmentTable } from './asset-holding-tables';
import { fieldRefusal } from './holdings';

/**
 * An attachment's row from what the client sent, once its size and its type, recognised from its bytes (SPEC §5's
 * document types, ADR 023), pass: a file that lies about its type (an executable named deed.pdf) or is over 5 MB is
 * refused as a field error naming it (`path`), before anything is written.
 */
export async function checkedAttachment(
  upload: AssetAttachmentUpload,
  holdingId: string,
  path: string,
  now: Date,
): Promise<AssetHoldingAttachmentTable> {
  // The contract bounded the base64's length before this decodes it.
  const bytes = Buffer.from(upload.content, 'base64');
  if (bytes.length === 0) throw fieldRefusal(path, 'The file is empty.');
  if (bytes.length > maximumAssetAttachmentBytes) throw fieldRefusal(path, 'The file is larger than 5 MB.');
  const type = await detectUploadType(bytes, upload.fileName);
  if (type === undefined || !(allowedDocumentTypes as readonly string[]).includes(type)) {
    throw fieldRefusal(path, 'The file is not one of the document types accepted (its content was checked).');
  }
  return {
    id: randomUUID(),
    holding_id: holdingId,
    file_name: upload.fileName,
    file_type: type,
    size_bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    content: bytes,
    uploaded_at: now.toISOString(),
  };
}

/** A file name safe in a Content-Disposition header: ASCII letters, digits, dot, dash and underscore. */
function safeFileName(name: string, type: FileType): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-100);
  const extension = fileTypeDetails[type].extensions[0] ?? '';
  return cleaned.toLowerCase().endsWith(extension) ? cleaned : `${cleaned}${extension}`;
}

export type AssetAttachmentRouteDependencies = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly actorCache?: ActorCache;
  /** Whether the brand offers other assets (a brand without them answers 404 FEATURE_OFF, as its operations do). */
  readonly offered: boolean;
};

/**
 * GET /api/assetHolding/attachment/:attachmentId answers an attachment's bytes to whoever may act for the holding's
 * account (its owner, or an advisor linked to it): anyone else gets 404, as for an unknown attachment. The media type
 * is the one recognised from the bytes when it was uploaded.
 */
export function registerAssetAttachmentFiles(app: FastifyInstance, dependencies: AssetAttachmentRouteDependencies) {
  if (app.hasRoute({ method: 'GET', url: assetAttachmentRoute })) return;
  const { db } = dependencies;
  app.get<{ Params: { attachmentId: string } }>(assetAttachmentRoute, async (request, reply) => {
    if (!dependencies.offered) {
      throw new AppError(404, featureOffCode, 'Other assets are not offered on this portal.', {
        feature: brandFeatures.assets.name,
      });
    }
    const actor = await authorize({ kind: 'session' }, request, dependencies);
    if (actor === undefined) throw AppError.unauthenticated();
    const checked = assetAttachmentIdSchema.safeParse(request.params.attachmentId);
    const found = checked.success
      ? await db
          .selectFrom('asset_holding_attachment')
          .innerJoin('asset_holding', 'asset_holding.id', 'asset_holding_attachment.holding_id')
          .select([
            'asset_holding.account_code as accountCode',
            'asset_holding.source as source',
            'asset_holding_attachment.file_name as fileName',
            'asset_holding_attachment.file_type as fileType',
            'asset_holding_attachment.content as content',
          ])
          .where('asset_holding_attachment.id', '=', checked.data)
          .executeTakeFirst()
      : undefined;
    if (found === undefined || !(await mayActFor(db, actor, found.accountCode, found.source as LoginSource))) {
      throw AppError.notFound('There is no such attachment.');
    }
    const type = found.fileType as FileType; // recognised from the bytes as one of these when stored.
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
