import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ipoOfferingIdSchema } from '@portal/contract';
import { isLanguage, type Language } from '@portal/contract/domain/language';
import { preferredLanguageOf } from '../../platform/identity/account-directory';
import { authorize } from '../../platform/identity/access';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { ActorCache } from '../../platform/identity/sessions';
import { findOffering } from './offerings';
import { prospectusFileName, renderProspectus } from './prospectus';
import { sendPdfAttachment } from '../../platform/http/file-download';

/** Where an offering's prospectus is downloaded from (`ipoDetail.prospectusUrl`). */
export const prospectusRoute = '/api/stockIpo/prospectus/:offeringId';

export function prospectusUrlOf(offeringId: string): string {
  return prospectusRoute.replace(':offeringId', encodeURIComponent(offeringId));
}

export type ProspectusDependencies = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly actorCache?: ActorCache;
  /** Whether the brand offers IPOs (a brand without them answers 404, as for an unknown offering). */
  readonly offered: boolean;
};

/** Made once per offering, language and process (the row does not change what is printed once seeded). */
const made = new Map<string, Promise<Uint8Array>>();

/**
 * GET /api/stockIpo/prospectus/:offeringId[?language=en|zh-HK|zh-CN] answers the prospectus PDF to a signed-in
 * caller, in the language asked or else the caller's own (ADR 024). Not a contract operation: it answers a file.
 */
export function registerProspectusFiles(app: FastifyInstance, dependencies: ProspectusDependencies): void {
  if (app.hasRoute({ method: 'GET', url: prospectusRoute })) return;
  const { db } = dependencies;
  app.get<{ Params: { offeringId: string }; Querystring: { language?: string } }>(
    prospectusRoute,
    async (request, reply) => {
      const actor = await authorize({ kind: 'session' }, request, dependencies);
      if (actor === undefined) throw AppError.unauthenticated();
      const checked = ipoOfferingIdSchema.safeParse(request.params.offeringId);
      const offering = checked.success && dependencies.offered ? await findOffering(db, checked.data) : undefined;
      if (offering === undefined) throw AppError.notFound('There is no such prospectus.');
      const asked = request.query.language;
      const preferred = await preferredLanguageOf(db, { accountCode: actor.accountCode, source: actor.source });
      const language: Language = isLanguage(asked) ? asked : isLanguage(preferred) ? preferred : 'en';
      const key = `${offering.id}:${offering.created_at}:${language}`;
      let pdf = made.get(key);
      if (pdf === undefined) {
        pdf = renderProspectus(offering, language);
        made.set(key, pdf);
        pdf.catch(() => made.delete(key));
      }
      const bytes = await pdf;
      return sendPdfAttachment(reply, bytes, prospectusFileName(offering, language), 'private, no-cache');
    },
  );
}
