import { namespaceTexts } from '../i18n/namespace-texts';
import type { wealthPortfolioEnglish } from './i18n';

/**
 * Namespace 'wealthPortfolio', shared by the one portfolio (features/assets), the named portfolios
 * (features/portfolios) and the dashboards' net worth card: declared here once (ADR 049).
 */
export const wealthPortfolioTexts = namespaceTexts<typeof wealthPortfolioEnglish>('shared/portfolio/i18n');
