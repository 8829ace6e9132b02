import './trading-styles';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { FundTradeTerms, PlacedFundOrder } from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { api } from '../../../shared/api/api-client';
import { useApiQuery } from '../../../shared/api/api-query';
import { useFundName } from '../../../shared/funds/fund-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTicketFlow } from './ticket-flow';
import {
  Fact,
  HoldingPanel,
  HoldingPicker,
  ConfirmStep,
  TicketForm,
  EstimatedFee,
  type TicketStepProps,
  PlacedOrders,
  QueryState,
  TermsPanel,
  TicketFund,
  TicketPage,
  useFieldErrorText,
} from './ticket-parts';
import { checkRedemptionQuantity, estimateRedemption, toWire } from './ticket-rules';
import type { RedemptionBasis } from './ticket-rules';
import { useTradingAccount } from './trading-account';
import type { TradingAccount } from './trading-account';

/** The units or amount field of a redemption or a switch-out, with its basis and an 'all units' shortcut. */
export function QuantityFields({
  terms,
  basis,
  onBasis,
  quantity,
  onQuantity,
  showErrors,
  basisLabel,
}: {
  terms: FundTradeTerms;
  basis: RedemptionBasis;
  onBasis: (basis: RedemptionBasis) => void;
  quantity: string;
  onQuantity: (quantity: string) => void;
  showErrors: boolean;
  basisLabel: string;
}) {
  const { t } = useTranslation('fundTrading');
  const errorText = useFieldErrorText();
  const checked = checkRedemptionQuantity(quantity, terms, basis);
  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500} mb={4} id="basis-label">
          {basisLabel}
        </Text>
        <SegmentedControl
          aria-labelledby="basis-label"
          value={basis}
          onChange={(value) => onBasis(value === 'amount' ? 'amount' : 'unit')}
          data={[
            { value: 'unit', label: t('ticket.bases.unit') },
            { value: 'amount', label: t('ticket.bases.amount') },
          ]}
          data-testid="basis"
        />
      </div>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={basis === 'unit' ? t('ticket.units') : t('ticket.quantityAmount', { currency: terms.fundCurrency })}
          inputMode="decimal"
          autoComplete="off"
          value={quantity}
          onChange={(event) => onQuantity(event.currentTarget.value)}
          error={showErrors ? errorText(checked.error) : undefined}
          data-testid="quantity-input"
          styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
          style={{ flex: 1, minWidth: 180 }}
        />
        {basis === 'unit' && (
          <Button variant="default" onClick={() => onQuantity(terms.holding.availableUnits)} data-testid="all-units">
            {t('ticket.redeemAll')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

export type RedeemTicketViewProps = TicketStepProps & {
  readonly terms: FundTradeTerms;
  readonly basis: RedemptionBasis;
  readonly onBasis: (basis: RedemptionBasis) => void;
  readonly quantity: string;
  readonly onQuantity: (quantity: string) => void;
  readonly placed?: PlacedFundOrder;
};

/** SPEC §2 funds/redeem: units or an amount of a holding, the terms, a confirm step with the estimate, the result. */
export function RedeemTicketView(props: RedeemTicketViewProps) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  const { terms, placed } = props;
  if (placed) return <PlacedOrders orders={[placed.order]} replayed={placed.replayed} onNewOrder={props.onNewOrder} />;
  const checked = checkRedemptionQuantity(props.quantity, terms, props.basis);
  const estimate = checked.value ? estimateRedemption(terms, props.basis, checked.value) : undefined;
  return (
    <Stack gap="md">
      <TicketFund terms={terms} changeTo="/funds/redeem" />
      <HoldingPanel terms={terms} />
      <TermsPanel terms={terms} side="redeem" />
      {props.step === 'form' || !estimate ? (
        <TicketForm onReview={props.onReview}>
          <Stack gap="sm">
            <QuantityFields
              terms={terms}
              basis={props.basis}
              onBasis={props.onBasis}
              quantity={props.quantity}
              onQuantity={props.onQuantity}
              showErrors={props.showErrors}
              basisLabel={t('ticket.basis')}
            />
            <Group>
              <Button type="submit" disabled={props.showErrors && checked.error !== undefined} data-testid="review">
                {t('ticket.review')}
              </Button>
            </Group>
          </Stack>
        </TicketForm>
      ) : (
        <ConfirmStep actions={props}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label={t('ticket.confirm.fund')}>{nameOf(terms.fundNames)}</Fact>
            <Fact label={t('ticket.confirm.unitsToRedeem')} testId="confirm-units">
              {formatNumber(estimate.units, { decimals: terms.unitDecimals })}
            </Fact>
            <Fact label={t('ticket.confirm.amountInFund', { currency: terms.fundCurrency })}>
              {formatAmount(estimate.gross, terms.currencyPrecision)} {terms.fundCurrency}
            </Fact>
            <EstimatedFee percent={terms.redemptionFeePercent} fee={estimate.fee} terms={terms} />
            <Fact label={t('ticket.confirm.estimatedProceeds')} testId="confirm-proceeds">
              {formatAmount(estimate.proceeds, terms.currencyPrecision)} {terms.fundCurrency}
            </Fact>
            <Fact label={t('ticket.terms.settlementDate')}>{terms.settlementDate}</Fact>
          </SimpleGrid>
        </ConfirmStep>
      )}
    </Stack>
  );
}

export function RedeemPage() {
  const { t } = useTranslation('fundTrading');
  const { id } = useParams();
  const account = useTradingAccount();
  if (!account) return null;
  return (
    <TicketPage heading={t('ticket.heading.redeem')}>
      {id ? (
        <RedeemTicket key={id} account={account} fundId={id} />
      ) : (
        <HoldingPicker account={account} basePath="/funds/redeem" />
      )}
    </TicketPage>
  );
}

function RedeemTicket({ account, fundId }: { account: TradingAccount; fundId: string }) {
  const terms = useApiQuery('fundOrder', 'fundTradeTerms', { ...account, fundId });
  const [basis, setBasis] = useState<RedemptionBasis>('unit');
  const [quantity, setQuantity] = useState('');
  const flow = useTicketFlow((input: { basis: RedemptionBasis; quantity: string }, clientReference) =>
    api.fundOrder.redeemFund({ ...account, clientReference, fundId, ...input }),
  );
  if (terms.data === undefined) return <QueryState failed={terms.isError} onRetry={() => void terms.refetch()} />;
  const data = terms.data;
  return (
    <RedeemTicketView
      terms={data}
      basis={basis}
      onBasis={(value) => {
        setBasis(value);
        setQuantity('');
        flow.changed();
      }}
      quantity={quantity}
      onQuantity={(value) => {
        setQuantity(value);
        flow.changed();
      }}
      showErrors={flow.showErrors}
      step={flow.step}
      onReview={() => flow.review(checkRedemptionQuantity(quantity, data, basis).error === undefined)}
      {...flow.actions(() => {
        const { value } = checkRedemptionQuantity(quantity, data, basis);
        return value ? { basis, quantity: toWire(value) } : undefined;
      })}
      {...(flow.result ? { placed: flow.result } : {})}
      onNewOrder={() => {
        flow.reset();
        setQuantity('');
        void terms.refetch();
      }}
    />
  );
}
