import { createContext, useContext } from 'react';
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';
import type { TradingAccount } from '../../../shared/session/trading-account';

/** The api client the settings page calls: the real one, or in a component test the real client over a fake network. */
export const SettingsApiContext = createContext<Api>(api);

export function useSettingsApi(): Api {
  return useContext(SettingsApiContext);
}

/** The stock ticket's confirmation reminder under the key the ticket reads it by, so a change here shows there at once. */
export function confirmationReminderKey(account: TradingAccount) {
  return [
    'stockOrder',
    'loadOrderConfirmationReminder',
    { accountCode: account.accountCode, source: account.source },
  ] as const;
}
