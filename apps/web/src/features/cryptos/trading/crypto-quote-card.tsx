/* The crypto order's firm quote on the shared card: what is bought or sold, at what price (average for a market order,
 * the limit for a limit order), the fee, slippage, total; a countdown; confirm. */
import type { CryptoOrderQuote, CryptoPair } from '@portal/contract';
import { cryptoOrderResultCatalogue } from '@portal/contract';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FirmQuoteCard } from '../../../shared/ticket/firm-quote';
import type { FirmQuoteActions as FirmQuoteStepActions } from '../../../shared/ticket/ticket-flow';
import { Fact } from '../../../shared/ticket/ticket-parts';
import { formatMoney, formatPrice, formatQuantity } from '../crypto-common';

/** The firm quote: what is bought or sold, at what price, the fee, slippage, total; a countdown; confirm. */
export function CryptoQuoteCard(props: {
  quote: CryptoOrderQuote;
  pair: CryptoPair | undefined;
  receivedAt: number;
  actions: FirmQuoteStepActions;
}) {
  const { quote, pair } = props;
  const { t } = useTranslation('cryptoTrading');
  const language = useShownLanguage();
  const asset = pair?.asset ?? '';
  return (
    <FirmQuoteCard
      testId="crypto-quote"
      heading={t('quote.heading')}
      validitySeconds={quote.validitySeconds}
      receivedAt={props.receivedAt}
      actions={props.actions}
      keptAfter="insufficientFunds"
      texts={{
        expired: cryptoOrderResultCatalogue.textOf('quoteExpired', language),
        countdown: (seconds) => t('quote.countdown', { seconds }),
        newQuote: t('quote.newQuote'),
        confirm: t('quote.confirm'),
        cancel: t('quote.cancel'),
      }}
      confirmTestId="confirm-order"
    >
      <Fact label={quote.side === 'buy' ? t('quote.buying') : t('quote.selling')} testId="quote-quantity">
        <span data-value={quote.quantity}>{`${formatQuantity(quote.quantity)} ${asset}`}</span>
      </Fact>
      <Fact label={quote.orderType === 'market' ? t('quote.averagePrice') : t('quote.limitPrice')} testId="quote-price">
        {`${formatPrice(quote.price, pair)} ${quote.currency}`}
      </Fact>
      <Fact label={t('quote.consideration')} testId="quote-consideration">
        {`${formatMoney(quote.consideration)} ${quote.currency}`}
      </Fact>
      <Fact label={t('quote.fee')} testId="quote-fee">
        {`${formatMoney(quote.fee)} ${quote.currency}`}
      </Fact>
      {quote.orderType === 'market' && (
        <Fact label={t('quote.slippage')} testId="quote-slippage">
          {t('quote.slippageLine', {
            basisPoints: formatMoney(quote.slippageBasisPoints),
            best: formatPrice(quote.bestPrice, pair),
          })}
        </Fact>
      )}
      <Fact label={quote.side === 'buy' ? t('quote.totalPay') : t('quote.totalReceive')} testId="quote-total">
        <span data-value={quote.total}>{`${formatMoney(quote.total)} ${quote.currency}`}</span>
      </Fact>
    </FirmQuoteCard>
  );
}
