/* What a redemption or a switch-out sells: units or an amount of the holding, with an 'all units' shortcut. */
import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { FundTradeTerms } from '@portal/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ChoiceField } from '../../../shared/ticket/choice-field';
import { QuantityInput } from '../../../shared/ticket/quantity-input';
import { useFieldErrorText } from './fund-ticket';
import { checkRedemptionQuantity } from './ticket-rules';
import type { RedemptionBasis } from './ticket-rules';

/** What a redemption or a switch-out says of its quantity: units or an amount of the holding. */
export type RedemptionQuantityProps = {
  readonly terms: FundTradeTerms;
  readonly basis: RedemptionBasis;
  readonly onBasis: (basis: RedemptionBasis) => void;
  readonly quantity: string;
  readonly onQuantity: (quantity: string) => void;
  readonly showErrors: boolean;
};

/** A redemption's basis and quantity as its ticket holds them: a new basis clears the quantity. */
export function useRedemptionQuantity(edit: <Value>(set: (value: Value) => void) => (value: Value) => void) {
  const [basis, setBasis] = useState<RedemptionBasis>('unit');
  const [quantity, setQuantity] = useState('');
  return {
    basis,
    quantity,
    onBasis: edit((value: RedemptionBasis) => {
      setBasis(value);
      setQuantity('');
    }),
    onQuantity: edit(setQuantity),
    clear: () => setQuantity(''),
  };
}

/** The units or amount field of a redemption or a switch-out, with its basis and an 'all units' shortcut. */
export function QuantityFields({
  terms,
  basis,
  onBasis,
  quantity,
  onQuantity,
  showErrors,
  basisLabel,
}: RedemptionQuantityProps & { basisLabel: string }) {
  const { t } = useTranslation('fundTrading');
  const errorText = useFieldErrorText();
  const checked = checkRedemptionQuantity(quantity, terms, basis);
  return (
    <Stack gap="sm">
      <ChoiceField
        label={basisLabel}
        value={basis}
        onChange={onBasis}
        options={[
          { value: 'unit', label: t('ticket.bases.unit') },
          { value: 'amount', label: t('ticket.bases.amount') },
        ]}
        testId="basis"
      />
      <QuantityInput
        label={basis === 'unit' ? t('ticket.units') : t('ticket.quantityAmount', { currency: terms.fundCurrency })}
        value={quantity}
        onChange={onQuantity}
        error={showErrors ? errorText(checked.error) : undefined}
        testId="quantity-input"
        {...(basis === 'unit'
          ? { fill: { label: t('ticket.redeemAll'), value: terms.holding.availableUnits, testId: 'all-units' } }
          : {})}
      />
    </Stack>
  );
}
