/*
 * The withdrawal pages as the route table loads them: through this small module, so the login page's first load
 * carries a file name instead (ADR 009).
 */
export const loadWithdrawPage = () => import('./withdraw-page').then((module) => module.WithdrawPage);

export const loadFpsWithdrawPage = () => import('./withdraw-page').then((module) => module.FpsWithdrawPage);

export const loadWithdrawInstructionPage = () =>
  import('./withdraw-instruction-page').then((module) => module.WithdrawInstructionPage);
