/* SPEC §2 cryptos/withdraw (issue 18 part 5, ADR 044): asset → network → a ready whitelisted address → amount (at most
 * the asset's precision, at least the minimum) with the network fee, what the address receives, the available balance
 * and the daily limit left today; review, confirm, step-up, then placed with a client reference (a retry is one
 * withdrawal). Below, the account's withdrawals, polled while one is moving, each cancellable while pending.
 *
 * The page holds the heading and the account; the form (crypto-withdrawal-form.tsx) and the list
 * (crypto-withdrawal-list.tsx) stand beside it. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TicketPage } from '../../../shared/ticket/ticket-parts';
import { useCryptoAccount } from '../crypto-common';
import { WithdrawalForm } from './crypto-withdrawal-form';
import { WithdrawalList } from './crypto-withdrawal-list';

export function CryptoWithdrawPage() {
  const { t } = useTranslation('cryptoWithdrawal');
  const account = useCryptoAccount();
  return (
    <TicketPage heading={t('withdraw.heading')}>
      {account !== undefined && (
        <>
          <WithdrawalForm account={account} />
          <WithdrawalList account={account} />
        </>
      )}
    </TicketPage>
  );
}
