/*
 * The server's public entry for the journeys (e2e/) and the benches (bench/): the demo accounts' secrets as the README
 * lists them, and the simulators' and documents' helpers a person would otherwise read off a phone, a PDF or a chart.
 * They import the server through this file, `@portal/server/start` and `@portal/server/config` only (ADR 048).
 */
export { demoPassword, demoTotpSecret, demoVerificationKey } from './db/seed/demo-accounts';
export { openDatabase } from './platform/db/db';
export { extractPdfText } from './platform/pdf/pdf-test-support';
export { timeStepOf, totpCodeAt } from './platform/identity/totp';
export { encodeMovementCursor } from './services/cash-movement/movement-cursor';
export { movementFiltersKey, movementPage, type MovementFilters } from './services/cash-movement/movement-query';
export { fundIdOf } from './services/fund-definition/fund-catalogue-generator';
export { createBrowserPushKeys, decryptPush } from './services/push/push-decryption';
export { simulatedTicksBetween } from './services/stock-market/simulator';
export { stockCatalogue } from './services/stock-market/stock-catalogue-data';
export { demoTradePassword } from './services/stock-order/trading-account';
