import { ExactDecimal, type CryptoWithdrawal, type WhitelistedAddress } from '@portal/contract';
import type { CryptoWhitelistAddressTable, CryptoWithdrawalTable } from './crypto-withdrawal-tables';

export function whitelistedAddressView(row: CryptoWhitelistAddressTable, now: Date): WhitelistedAddress {
  return {
    addressId: row.id,
    asset: row.asset as WhitelistedAddress['asset'],
    network: row.network as WhitelistedAddress['network'],
    address: row.address,
    destinationTag: row.destination_tag,
    label: row.label,
    addedAt: row.added_at,
    availableFrom: row.available_from,
    ready: new Date(row.available_from).getTime() <= now.getTime(),
  };
}

export function cryptoWithdrawalView(row: CryptoWithdrawalTable): CryptoWithdrawal {
  const amount = new ExactDecimal(row.amount);
  const fee = new ExactDecimal(row.fee);
  return {
    withdrawalId: row.id,
    clientReference: row.client_reference,
    asset: row.asset as CryptoWithdrawal['asset'],
    network: row.network as CryptoWithdrawal['network'],
    addressId: row.address_id,
    address: row.address,
    destinationTag: row.destination_tag,
    label: row.label,
    amount: amount.toFixed(),
    fee: fee.toFixed(),
    total: amount.plus(fee).toFixed(),
    status: row.status,
    transactionHash: row.transaction_hash,
    confirmations: row.confirmations,
    requiredConfirmations: row.required_confirmations,
    failureReason: row.failure_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    cancellable: row.status === 'pending',
  };
}
