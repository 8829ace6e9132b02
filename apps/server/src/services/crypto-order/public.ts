/*
 * What other services may import from crypto-order (ADR 015): the crypto portfolio as cryptoPortfolio values it, read by
 * the one portfolio across areas (market-value-history, issue 26).
 */
export { cryptoPortfolioFor } from './crypto-portfolio';
// The advisor desk's client details (issue 28): the account's newest orders in the desk's shape.
export { clientOrderOfCryptoOrder, recentCryptoOrdersOf } from './recent-orders';
// The advisor desk (issue 28): a whole book's open and newest orders, one query each.
export { openCryptoOrdersOfBook, recentCryptoOrdersOfBook, type BookCryptoOrder } from './book-orders';
