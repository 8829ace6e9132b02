/*
 * What other areas may use of the one portfolio (ADR 048, ADR 056): the return methods, so an area that values a part
 * of a client's holdings (a plan's, issue 27) measures it the way the portfolio does.
 */
export { percentOfRate, timeWeightedGrowthOf, timeWeightedReturnOf, type FlowPoint } from './returns';
