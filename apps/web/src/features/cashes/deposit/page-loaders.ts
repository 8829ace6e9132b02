/*
 * The top-up pages as the route table loads them: through this small module, so the login page's first load carries
 * a file name instead of the pages (ADR 009; as the other areas do).
 */
export const loadDepositRequestPage = () =>
  import('./deposit-request-page').then((module) => module.DepositRequestPage);

export const loadDepositInstructionPage = () =>
  import('./deposit-instruction-page').then((module) => module.DepositInstructionPage);

export const loadCashHistoryPage = () => import('./cash-history-page').then((module) => module.CashHistoryPage);
