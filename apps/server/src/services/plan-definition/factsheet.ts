import type { FastifyInstance } from 'fastify';
import { Decimal } from 'decimal.js';
import { planFactsheetPdfPath, planFactsheetQuerySchema, type PlanBackTest, type PlanDetail } from '@portal/contract';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import type { Language } from '@portal/contract/domain/language';
import { formatNumber } from '@portal/contract/domain/number-format';
import type { ActorCache } from '../../platform/identity/sessions';
import { PdfWriter } from '../../platform/pdf/pdf-writer';
import { backTestOf, todayOf } from './back-test';
import { factsheetTexts } from './factsheet-texts';
import { detailOf, visiblePlanOrThrow, type PlanDefinitionDependencies } from './plans';
import { checkedFileRequest, sendPdfAttachment } from '../../platform/http/file-download';

/*
 * A plan's factsheet as a PDF in the asked language (issue 27 part 1, ADR 024), through the platform's PDF writer as
 * the portfolio summary is: the plan's terms, fees, allocation, and the back-test's 5-year chart (or the longest period
 * available) with every period's returns and the method in words. Made on request, never stored.
 */

const money = (value: string) => formatNumber(value, { decimals: 2, rounding: 'normal' });

export async function renderFactsheet(
  detail: PlanDetail,
  backTest: PlanBackTest,
  language: Language,
  day: string,
  createdAt: Date,
): Promise<Uint8Array> {
  const text = factsheetTexts[language];
  const pdf = await PdfWriter.create(
    {
      title: `${detail.names[language]} ${detail.code}`,
      subject: text.subtitle(detail.code, day),
      author: 'Portal',
      keywords: [detail.code, 'plan', 'factsheet'],
      createdAt,
    },
    text.footer(detail.code, day),
    language,
  );
  pdf.titleBlock(detail.names[language], text.subtitle(detail.code, day));
  pdf.paragraph(detail.descriptions[language]);
  pdf.keyValues([
    [text.code, detail.code],
    [text.currency, detail.currency],
    [text.riskLevel, text.vocabulary.riskLevels[detail.riskLevel]],
    [text.theme, text.themes[detail.theme]],
    [text.minimumLumpSum, `${detail.currency} ${money(detail.minimumLumpSum)}`],
    [text.minimumMonthlyAmount, `${detail.currency} ${money(detail.minimumMonthlyAmount)}`],
    [text.amountMultiple, `${detail.currency} ${money(detail.amountMultiple)}`],
    [text.planFee, `${detail.fees.planFeePercentPerYear}%`],
    [text.subscriptionFee, `${detail.fees.subscriptionFeePercent}%`],
    [text.fundFees, `${detail.fees.weightedFundManagementFeePercent}%`],
  ]);
  pdf.heading(text.allocation);
  pdf.table(
    [
      { header: text.fund, width: 5 },
      { header: text.assetClass, width: 2 },
      { header: text.riskLevel, width: 1.6 },
      { header: text.weight, width: 1, align: 'right' },
    ],
    detail.allocation.map((item) => [
      `${item.names[language]} (${item.fundCode})`,
      text.vocabulary.assetClasses[item.assetClass],
      text.vocabulary.riskLevels[item.riskLevel],
      `${item.weightPercent}%`,
    ]),
  );
  pdf.heading(text.backTest);
  const longest = [...backTest.periods].reverse().find((period) => period.available);
  if (longest?.available === true) {
    pdf.lineChart(
      longest.points.map((point) => ({ date: point.date, value: new Decimal(point.value) })),
      { caption: text.chartCaption(text.periods[longest.period]) },
    );
  }
  pdf.table(
    [
      { header: '', width: 2 },
      { header: text.totalReturn, width: 2, align: 'right' },
      { header: text.annualisedReturn, width: 2, align: 'right' },
    ],
    backTest.periods.map((period) =>
      period.available
        ? [text.periods[period.period], `${period.totalReturnPercent}%`, `${period.annualisedReturnPercent}%`]
        : [text.periods[period.period], text.notEnoughHistory, text.notEnoughHistory],
    ),
  );
  pdf.paragraph(text.method, { size: 8, muted: true });
  pdf.paragraph(text.disclaimer, { size: 8, muted: true });
  return pdf.save();
}

export type FactsheetDependencies = PlanDefinitionDependencies & { readonly actorCache?: ActorCache };

/**
 * GET /api/planDefinition/factsheet.pdf?planId=…&language=… answers the plan's factsheet in that language. The checks
 * are the contract operations': 404 FEATURE_OFF on a brand without plans, 401 without a session, 403 while a sign-in
 * gate is pending, 400 for a malformed query, 404 for a plan a client cannot open (draft, deleted, unknown).
 */
export function registerPlanFactsheetFiles(app: FastifyInstance, deps: FactsheetDependencies): void {
  if (app.hasRoute({ method: 'GET', url: planFactsheetPdfPath })) return;
  const offered = offers(deps.brand.flags, brandFeatures.plans);
  app.get(planFactsheetPdfPath, async (request, reply) => {
    const { query } = await checkedFileRequest(request, deps, {
      operation: 'planDefinition.factsheet',
      feature: brandFeatures.plans,
      offered,
      query: planFactsheetQuerySchema,
    });
    const plan = await visiblePlanOrThrow(deps.db, query.planId);
    const detail = await detailOf(deps.db, plan, deps.brand);
    const content = await renderFactsheet(
      detail,
      await backTestOf(deps, plan),
      query.language,
      todayOf(deps),
      deps.clock.now(),
    );
    return sendPdfAttachment(reply, content, `plan-${detail.code}-${query.language}.pdf`);
  });
}
