/* The stock ticket's confirm step: the order as it will be sent, its total, and "do not show this again". */
import { Checkbox, SimpleGrid } from '@mantine/core';
import { formatNumber } from '@portal/contract/domain/number-format';
import { displayStockCode } from '@portal/contract/domain/stock/exchanges';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ConfirmStep, Fact } from '../../../shared/ticket/ticket-parts';
import { money } from '../../../shared/ui/money';
import { formatPrice } from '../market/stock-format';
import type { StockTicketViewProps } from './stock-ticket-props';
import { exchangeOf, offersPrePostMarket, offSpreadOf, takesPrice, takesStopPrice } from './ticket-rules';
import { useStockLabels } from './trading-parts';

/** The confirm step: what will be sent, the estimate, and "do not show this confirmation again". */
export function StockConfirmStep(props: StockTicketViewProps) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  const language = useShownLanguage();
  const { terms, form } = props;
  const exchange = exchangeOf(terms);
  return (
    <ConfirmStep actions={props} note={t('ticket.estimate.note')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t('ticket.confirm.stock')}>
          {displayStockCode(exchange, terms.code)} {nameIn(terms.names, language)}
        </Fact>
        <Fact label={t('ticket.confirm.side')} testId="confirm-side">
          {labels.side(form.side)}
        </Fact>
        <Fact label={t('ticket.confirm.orderType')}>{labels.orderType(form.orderType)}</Fact>
        <Fact label={t('ticket.confirm.price')} testId="confirm-price">
          {takesPrice(form.orderType)
            ? `${formatPrice(form.price.trim(), terms.priceDecimals)} ${terms.currency}`
            : t('ticket.confirm.marketPrice')}
        </Fact>
        {takesStopPrice(form.orderType) && (
          <Fact label={t('ticket.confirm.stopPrice')}>
            {formatPrice(form.stopPrice.trim(), terms.priceDecimals)} {terms.currency}
          </Fact>
        )}
        <Fact label={t('ticket.confirm.quantity')} testId="confirm-quantity">
          {formatNumber(form.quantity.trim(), { decimals: 0 })}
        </Fact>
        <Fact label={t('ticket.confirm.validity')}>
          {labels.programOrderType(form.programOrderType)}
          {form.programOrderType === 'goodTillDate' ? ` ${form.goodTillDate}` : ''}
        </Fact>
        {offersPrePostMarket(terms, form.orderType) && form.prePostMarket && (
          <Fact label={t('ticket.confirm.prePostMarket')} testId="confirm-pre-post-market">
            {t('ticket.confirm.prePostMarketAllowed')}
          </Fact>
        )}
        {offSpreadOf(form, terms) !== undefined && form.confirmOutOfSpread && (
          <Fact label={t('ticket.confirm.offSpread')} testId="confirm-off-spread-price">
            {t('ticket.confirm.offSpreadConfirmed')}
          </Fact>
        )}
        {form.remark !== '' && <Fact label={t('ticket.confirm.remark')}>{form.remark}</Fact>}
        {props.estimate.data && (
          <>
            <Fact label={t('ticket.estimate.totalFees')}>
              {money(props.estimate.data.totalFees, props.estimate.data.currency)}
            </Fact>
            <Fact
              label={form.side === 'B' ? t('ticket.estimate.totalBuy') : t('ticket.estimate.totalSell')}
              testId="confirm-total"
            >
              {money(props.estimate.data.total, props.estimate.data.currency)}
            </Fact>
          </>
        )}
      </SimpleGrid>
      <Checkbox
        label={t('ticket.confirm.dontShowAgain')}
        checked={props.dontShowAgain}
        onChange={(event) => props.onDontShowAgain(event.currentTarget.checked)}
        data-testid="dont-show-again"
      />
    </ConfirmStep>
  );
}
