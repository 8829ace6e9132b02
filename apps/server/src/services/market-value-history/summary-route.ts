import type { FastifyInstance } from 'fastify';
import { portfolioSummaryPdfPath, portfolioSummaryQuerySchema } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { brandFeatures, featureOffCode, offers } from '@portal/contract/domain/brand-features';
import { isLanguage } from '@portal/contract/domain/language';
import { AppError, validationError } from '../../platform/http/errors';
import { preferredLanguageOf } from '../../platform/identity/account-directory';
import { assertActsFor, assertNoPendingGate, authorize } from '../../platform/identity/access';
import type { ActorCache } from '../../platform/identity/sessions';
import type { PortfolioPlatform } from './holdings';
import { buildPortfolioSummary, portfolioSummaryFileName, renderPortfolioSummary } from './portfolio-summary';

export type PortfolioSummaryDependencies = PortfolioPlatform & { readonly actorCache?: ActorCache };

/**
 * GET /api/marketValueHistory/portfolioSummary.pdf?accountCode=…&source=…&reportingCurrency=… answers the one
 * portfolio's summary as a PDF attachment in the account's language (its stored preference, else English; ADR 024).
 * The checks are netWorth's, in the platform's order: 404 FEATURE_OFF on a brand without assets, 401 without a
 * session, 403 while a sign-in gate is pending, 400 for a malformed query, 403 for an account the session may not act
 * for. Made on request and never cached: it shows the prices of the moment.
 */
export function registerPortfolioSummaryFiles(app: FastifyInstance, dependencies: PortfolioSummaryDependencies): void {
  if (app.hasRoute({ method: 'GET', url: portfolioSummaryPdfPath })) return;
  const offered = offers(getBrand(dependencies.config.portalVariant).flags, brandFeatures.assets);
  app.get(portfolioSummaryPdfPath, async (request, reply) => {
    if (!offered) {
      throw new AppError(404, featureOffCode, 'marketValueHistory.portfolioSummary is not offered on this portal.', {
        feature: brandFeatures.assets.name,
      });
    }
    const actor = await authorize({ kind: 'session' }, request, dependencies);
    if (actor === undefined) throw AppError.unauthenticated();
    await assertNoPendingGate(dependencies.db, actor);
    const parsed = portfolioSummaryQuerySchema.safeParse(request.query);
    if (!parsed.success) throw validationError(parsed.error, 'query', request.query);
    await assertActsFor(dependencies.db, 'accountCode', parsed.data, actor);
    const account = { accountCode: parsed.data.accountCode.toUpperCase(), source: parsed.data.source };
    const stored = await preferredLanguageOf(dependencies.db, account);
    const language = stored !== undefined && isLanguage(stored) ? stored : 'en';
    const summary = await buildPortfolioSummary(dependencies, account, parsed.data.reportingCurrency, language);
    const content = await renderPortfolioSummary(summary);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${portfolioSummaryFileName(summary)}"`)
      .header('content-length', String(content.byteLength))
      .send(Buffer.from(content));
  });
}
