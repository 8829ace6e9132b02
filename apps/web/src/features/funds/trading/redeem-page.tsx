import { SimpleGrid, Stack } from '@mantine/core';
import type { PlacedFundOrder } from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { api } from '../../../shared/api/api-client';
import { useApiQuery } from '../../../shared/api/api-query';
import { useFundName } from '../../../shared/funds/fund-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toWire } from '../../../shared/ticket/quantity';
import type { TicketStepProps } from '../../../shared/ticket/ticket-flow';
import { Fact, QueryState, TicketForm } from '../../../shared/ticket/ticket-parts';
import { HoldingPanel } from './cash-and-holding-panels';
import { HoldingPicker } from './fund-pickers';
import { FundConfirmStep, FundFee, FundTicketPage, useFundTicketFlow } from './fund-ticket';
import { PlacedFundOrders } from './placed-fund-orders';
import { QuantityFields, useRedemptionQuantity } from './redemption-quantity';
import type { RedemptionQuantityProps } from './redemption-quantity';
import { TermsPanel } from './terms-panel';
import { TicketFund } from './ticket-fund';
import { checkRedemptionQuantity, estimateRedemption } from './ticket-rules';
import type { RedemptionBasis } from './ticket-rules';
import type { TradingAccount } from '../../../shared/session/trading-account';

export type RedeemTicketViewProps = TicketStepProps &
  RedemptionQuantityProps & {
    readonly placed?: PlacedFundOrder;
  };

/** SPEC §2 funds/redeem: units or an amount of a holding, the terms, a confirm step with the estimate, the result. */
export function RedeemTicketView(props: RedeemTicketViewProps) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  const { terms, placed } = props;
  if (placed)
    return <PlacedFundOrders orders={[placed.order]} replayed={placed.replayed} onNewOrder={props.onNewOrder} />;
  const checked = checkRedemptionQuantity(props.quantity, terms, props.basis);
  const estimate = checked.value ? estimateRedemption(terms, props.basis, checked.value) : undefined;
  return (
    <Stack gap="md">
      <TicketFund terms={terms} changeTo="/funds/redeem" />
      <HoldingPanel terms={terms} />
      <TermsPanel terms={terms} side="redeem" />
      {props.step === 'form' || !estimate ? (
        <TicketForm onReview={props.onReview} blocked={props.showErrors && checked.error !== undefined}>
          <QuantityFields {...props} basisLabel={t('ticket.basis')} />
        </TicketForm>
      ) : (
        <FundConfirmStep actions={props}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label={t('ticket.confirm.fund')}>{nameOf(terms.fundNames)}</Fact>
            <Fact label={t('ticket.confirm.unitsToRedeem')} testId="confirm-units">
              {formatNumber(estimate.units, { decimals: terms.unitDecimals })}
            </Fact>
            <Fact label={t('ticket.confirm.amountInFund', { currency: terms.fundCurrency })}>
              {formatAmount(estimate.gross, terms.currencyPrecision)} {terms.fundCurrency}
            </Fact>
            <FundFee percent={terms.redemptionFeePercent} fee={estimate.fee} terms={terms} />
            <Fact label={t('ticket.confirm.estimatedProceeds')} testId="confirm-proceeds">
              {formatAmount(estimate.proceeds, terms.currencyPrecision)} {terms.fundCurrency}
            </Fact>
            <Fact label={t('ticket.terms.settlementDate')}>{terms.settlementDate}</Fact>
          </SimpleGrid>
        </FundConfirmStep>
      )}
    </Stack>
  );
}

export function RedeemPage() {
  const { t } = useTranslation('fundTrading');
  return (
    <FundTicketPage
      heading={t('ticket.heading.redeem')}
      ticket={(account, fundId) => <RedeemTicket key={fundId} account={account} fundId={fundId} />}
      picker={(account) => <HoldingPicker account={account} basePath="/funds/redeem" />}
    />
  );
}

function RedeemTicket({ account, fundId }: { account: TradingAccount; fundId: string }) {
  const terms = useApiQuery('fundOrder', 'fundTradeTerms', { ...account, fundId });
  const flow = useFundTicketFlow((input: { basis: RedemptionBasis; quantity: string }, clientReference) =>
    api.fundOrder.redeemFund({ ...account, clientReference, fundId, ...input }),
  );
  const redemption = useRedemptionQuantity(flow.edit);
  const { basis, quantity } = redemption;
  if (terms.data === undefined) return <QueryState failed={terms.isError} onRetry={() => void terms.refetch()} />;
  const data = terms.data;
  return (
    <RedeemTicketView
      terms={data}
      {...redemption}
      {...flow.stepProps({
        ready: () => checkRedemptionQuantity(quantity, data, basis).error === undefined,
        input: () => {
          const { value } = checkRedemptionQuantity(quantity, data, basis);
          return value ? { basis, quantity: toWire(value) } : undefined;
        },
        clear: () => {
          redemption.clear();
          void terms.refetch();
        },
      })}
      {...(flow.result ? { placed: flow.result } : {})}
    />
  );
}
