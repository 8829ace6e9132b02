/**
 * The ledger's names of crypto (ADR 042), shared by the crypto services (orders, deposits, withdrawals): the client's
 * asset is ledger asset `CRYPTO:<code>` on source fos, the outside world the house account `HOUSE:CRYPTO:<code>`.
 */
export function cryptoLedgerAsset(asset: string): string {
  return `CRYPTO:${asset}`;
}
export function houseCryptoAccount(asset: string): string {
  return `HOUSE:CRYPTO:${asset}`;
}
