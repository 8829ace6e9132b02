import type { FastifyInstance } from 'fastify';
import { portfolioSummaryPdfPath, portfolioSummaryQuerySchema } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { isLanguage } from '@portal/contract/domain/language';
import { checkedFileRequest, sendPdfAttachment } from '../../platform/http/file-download';
import { preferredLanguageOf } from '../../platform/identity/account-directory';
import { assertActsFor } from '../../platform/identity/access';
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
    const { actor, query } = await checkedFileRequest(request, dependencies, {
      operation: 'marketValueHistory.portfolioSummary',
      feature: brandFeatures.assets,
      offered,
      query: portfolioSummaryQuerySchema,
    });
    await assertActsFor(dependencies.db, 'accountCode', query, actor);
    const account = { accountCode: query.accountCode.toUpperCase(), source: query.source };
    const stored = await preferredLanguageOf(dependencies.db, account);
    const language = stored !== undefined && isLanguage(stored) ? stored : 'en';
    const summary = await buildPortfolioSummary(dependencies, account, query.reportingCurrency, language);
    return sendPdfAttachment(reply, await renderPortfolioSummary(summary), portfolioSummaryFileName(summary));
  });
}
