/* The FX firm quote on the shared card: both amounts, the rate and its rounding, a countdown (role=timer); once
 * expired, a new quote. */
import { Text } from '@mantine/core';
import type { FxBalance, FxQuote } from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { fxQuoteResultCatalogue } from '@portal/contract/domain/order/fx-quote-results';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FirmQuoteCard } from '../../../shared/ticket/firm-quote';
import type { FirmQuoteActions as FirmQuoteStepActions } from '../../../shared/ticket/ticket-flow';
import { Fact } from '../../../shared/ticket/ticket-parts';
import { precisionOf } from './fx-format';

/** The firm quote: both amounts, the rate and its rounding, a countdown (role=timer); once expired, a new quote. */
export function QuoteCard(props: {
  quote: FxQuote;
  receivedAt: number;
  balances: readonly FxBalance[];
  actions: FirmQuoteStepActions;
}) {
  const { quote } = props;
  const { t } = useTranslation('cashFx');
  const language = useShownLanguage();
  const sellPrecision = precisionOf(props.balances, quote.sellCurrency);
  const buyPrecision = precisionOf(props.balances, quote.buyCurrency);
  return (
    <FirmQuoteCard
      testId="fx-quote"
      heading={t('quote.heading')}
      note={
        <Text size="xs" c="dimmed">
          {quote.rounding === 'buyRoundedDown'
            ? t('quote.roundingBuy', { precision: buyPrecision })
            : t('quote.roundingSell', { precision: sellPrecision })}
        </Text>
      }
      validitySeconds={quote.validitySeconds}
      receivedAt={props.receivedAt}
      actions={props.actions}
      keptAfter="insufficientBalance"
      texts={{
        expired: fxQuoteResultCatalogue.textOf('quoteExpired', language),
        countdown: (seconds) => t('quote.countdown', { seconds }),
        newQuote: t('quote.newQuote'),
        confirm: t('quote.accept'),
        cancel: t('quote.cancel'),
      }}
      confirmTestId="accept-quote"
    >
      <Fact label={t('quote.youSell')} testId="quote-sell">
        {formatAmount(quote.sellAmount, sellPrecision)} {quote.sellCurrency}
      </Fact>
      <Fact label={t('quote.youReceive')} testId="quote-buy">
        <span data-value={quote.buyAmount}>
          {formatAmount(quote.buyAmount, buyPrecision)} {quote.buyCurrency}
        </span>
      </Fact>
      <Fact label={t('quote.rate')} testId="quote-rate">
        {t('quote.rateLine', { sell: quote.sellCurrency, buy: quote.buyCurrency, rate: formatNumber(quote.rate) })}
      </Fact>
    </FirmQuoteCard>
  );
}
