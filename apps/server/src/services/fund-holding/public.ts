/*
 * What other services may import from fund-holding (ADR 015): the fund portfolio as fundPortfolio values it, read by
 * the one portfolio across areas (market-value-history, issue 26).
 */
export { fundPortfolioOf } from './fund-portfolio-of';
