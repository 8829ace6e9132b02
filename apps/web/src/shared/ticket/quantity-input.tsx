/* The quantity and amount fields of every order ticket. */
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '@portal/contract/domain/number-format';
import { useTranslation } from '../i18n/use-translation';
import type { QuantityError } from './quantity';

/** The text of a quantity error, amounts and units in the shared number format. */
export function useQuantityErrorText(): (error: QuantityError | undefined) => string | undefined {
  const { t } = useTranslation('ticket');
  return (error) => {
    if (!error) return undefined;
    const values: Record<string, string> = { ...error.values };
    if (values.amount !== undefined) values.amount = formatNumber(values.amount);
    if (values.units !== undefined) values.units = formatNumber(values.units);
    return t(`errors.${error.key}`, { ...values, defaultValue: error.key });
  };
}

/** A field shortcut that fills in a value (all units held, all cash available). */
export type FillIn = { readonly label: string; readonly value: string; readonly testId: string };

/**
 * A quantity or amount as the client types it: a decimal keypad, figures in tabular numerals, its error (a text)
 * beside it once errors show, and an optional shortcut button that fills it in.
 */
export function QuantityInput(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  readonly testId?: string;
  readonly description?: string;
  readonly fill?: FillIn;
}) {
  const input = (
    <TextInput
      label={props.label}
      description={props.description}
      inputMode="decimal"
      autoComplete="off"
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error}
      data-testid={props.testId}
      styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
      style={props.fill ? { flex: 1, minWidth: 180 } : undefined}
    />
  );
  const { fill } = props;
  if (!fill) return input;
  return (
    <Group align="flex-end" gap="sm">
      {input}
      <Button variant="default" onClick={() => props.onChange(fill.value)} data-testid={fill.testId}>
        {fill.label}
      </Button>
    </Group>
  );
}

/** An amount and the currency it is paid in: the amount field beside a select of the currencies offered. */
export function AmountInput(props: {
  readonly amountLabel: string;
  readonly amount: string;
  readonly onAmount: (amount: string) => void;
  readonly error: string | undefined;
  readonly description?: string;
  readonly currencyLabel: string;
  readonly currency: string;
  readonly currencies: readonly string[];
  readonly onCurrency: (currency: string) => void;
  /** The test ids of the two fields (none when several amounts share a page). */
  readonly testIds?: { readonly amount: string; readonly currency: string };
  readonly columns?: 2 | 3;
  /** A field before the amount (a line's fund). */
  readonly before?: ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: props.columns ?? 2 }} spacing="sm">
      {props.before}
      <QuantityInput
        label={props.amountLabel}
        value={props.amount}
        onChange={props.onAmount}
        error={props.error}
        {...(props.testIds ? { testId: props.testIds.amount } : {})}
        {...(props.description ? { description: props.description } : {})}
      />
      <NativeSelect
        label={props.currencyLabel}
        value={props.currency}
        onChange={(event) => props.onCurrency(event.currentTarget.value)}
        data={props.currencies.map((currency) => ({ value: currency, label: currency }))}
        disabled={props.currencies.length === 0}
        data-testid={props.testIds?.currency}
      />
    </SimpleGrid>
  );
}
