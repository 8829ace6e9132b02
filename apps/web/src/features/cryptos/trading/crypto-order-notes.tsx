/* Under the crypto ticket's fields: what may be spent (cash for a buy, the asset for a sell), the trading terms, and a
 * limit order's note. */
import { Text } from '@mantine/core';
import {
  cryptoFeeOf,
  cryptoTradingTerms,
  type CryptoOrderSide,
  type CryptoOrderType,
  type CryptoQuoteCurrency,
} from '@portal/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatMoney, formatQuantity } from '../crypto-common';

export function CryptoOrderNotes({
  side,
  orderType,
  currency,
  asset,
  cashAvailable,
  assetAvailable,
}: {
  side: CryptoOrderSide;
  orderType: CryptoOrderType;
  currency: CryptoQuoteCurrency;
  asset: string;
  cashAvailable: string;
  assetAvailable: string;
}) {
  const { t } = useTranslation('cryptoTrading');
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="order-available">
        {side === 'buy'
          ? t('order.availableCash', { amount: formatMoney(cashAvailable), currency })
          : t('order.availableAsset', { amount: formatQuantity(assetAvailable), asset })}
      </Text>
      <Text size="xs" c="dimmed" data-testid="order-terms">
        {t('order.terms', {
          percent: formatMoney(String(cryptoTradingTerms.feeBasisPoints / 100)),
          minimumFee: cryptoFeeOf('0', currency),
          minimumAmount: formatMoney(cryptoTradingTerms.minimumAmount[currency]),
          currency,
          seconds: cryptoTradingTerms.quoteValiditySeconds,
        })}
      </Text>
      {orderType === 'limit' && (
        <Text size="xs" c="dimmed">
          {t('order.limitNote')}
        </Text>
      )}
    </>
  );
}
