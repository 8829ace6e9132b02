/*
 * SPEC §2 cashes/exchange (issue 16 part 5, ADR 034): the client's cash, an exchange form with the indicative rate
 * (refreshed with the simulator's ticks), a firm quote with its countdown, the accepted conversion with the new
 * balances, and the recent conversions. The page holds the heading and the account; the exchange and its parts stand
 * beside it (fx-exchange-area.tsx).
 */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTradingAccount } from '../../../shared/session/trading-account';
import { TicketPage } from '../../../shared/ticket/ticket-parts';
import { ExchangeArea } from './fx-exchange-area';

/** SPEC §2 cashes/exchange: convert between the brand's cash currencies at a firm quote. */
export function FxExchangePage() {
  const { t } = useTranslation('cashFx');
  const account = useTradingAccount();
  if (!account) return null;
  return (
    <TicketPage heading={t('heading')}>
      <ExchangeArea account={account} />
    </TicketPage>
  );
}
