/* The fields of a holding that the add page and the edit form share (name, category, currency, cost, purchase date,
 * notes), their state and the browser's check of them; each field shows its refusal beside it. */
import { Select, Textarea, TextInput } from '@mantine/core';
import { assetCategories, type AssetCategory } from '@portal/contract/domain/asset-holding';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { dayProblem, figureProblem } from './holdings-api';
import type { assetHoldingsEnglish } from './i18n';

export type HoldingFieldsState = {
  readonly name: string;
  readonly category: AssetCategory | '';
  readonly currency: string;
  readonly cost: string;
  readonly purchaseDate: string;
  readonly notes: string;
};

export const emptyHoldingFields: HoldingFieldsState = {
  name: '',
  category: '',
  currency: 'HKD',
  cost: '',
  purchaseDate: '',
  notes: '',
};

/** A key of form.errors. */
export type FormErrorKey = keyof (typeof assetHoldingsEnglish)['form']['errors'];

/** A field's refusal as shown: a key of form.errors with its values. */
export type FieldProblem = { readonly key: FormErrorKey; readonly values?: Record<string, string | number> };
export type FieldProblems = Readonly<Record<string, FieldProblem | undefined>>;

/** The browser's check of the shared fields (the server checks them again). */
export function holdingFieldProblems(
  fields: HoldingFieldsState,
  precision: number,
  today: string,
): Record<string, FieldProblem | undefined> {
  const cost = figureProblem(fields.cost, precision, false);
  const purchase = dayProblem(fields.purchaseDate, today, { required: false });
  return {
    name: fields.name.trim() === '' ? { key: 'required' } : undefined,
    category: fields.category === '' ? { key: 'required' } : undefined,
    currency: fields.currency === '' ? { key: 'required' } : undefined,
    cost: cost && { key: cost.key, values: { decimals: cost.decimals ?? 0 } },
    purchaseDate: purchase && { key: purchase },
  };
}

/** Whether any field has a refusal. */
export function hasProblems(problems: FieldProblems): boolean {
  return Object.values(problems).some((problem) => problem !== undefined);
}

/** The shared fields, each with its refusal once `showErrors` (or when the server refused it). */
export function HoldingFormFields(props: {
  readonly fields: HoldingFieldsState;
  readonly onChange: (fields: HoldingFieldsState) => void;
  readonly currencies: readonly string[];
  readonly problems: FieldProblems;
  readonly showErrors: boolean;
  /** A linked holding keeps its instrument's currency. */
  readonly currencyLocked?: boolean;
}) {
  const { t } = useTranslation('assetHoldings');
  const { fields, onChange, problems, showErrors } = props;
  const set = (change: Partial<HoldingFieldsState>) => onChange({ ...fields, ...change });
  const error = (field: string) => {
    const problem = problems[field];
    return showErrors && problem ? t(`form.errors.${problem.key}`, problem.values) : undefined;
  };
  return (
    <>
      <TextInput
        label={t('form.name')}
        description={t('form.nameHint')}
        value={fields.name}
        maxLength={100}
        required
        onChange={(event) => set({ name: event.currentTarget.value })}
        data-testid="holding-name"
        error={error('name')}
      />
      <Select
        label={t('form.category')}
        data={assetCategories.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
        value={fields.category === '' ? null : fields.category}
        onChange={(value) => set({ category: (value ?? '') as AssetCategory | '' })}
        required
        allowDeselect={false}
        error={error('category')}
      />
      <Select
        label={t('form.currency')}
        data={[...props.currencies]}
        value={fields.currency === '' ? null : fields.currency}
        onChange={(value) => set({ currency: value ?? '' })}
        required
        allowDeselect={false}
        disabled={props.currencyLocked}
        error={error('currency')}
      />
      <TextInput
        label={t('form.cost')}
        inputMode="decimal"
        value={fields.cost}
        onChange={(event) => set({ cost: event.currentTarget.value })}
        error={error('cost')}
      />
      <TextInput
        type="date"
        label={t('form.purchaseDate')}
        value={fields.purchaseDate}
        onChange={(event) => set({ purchaseDate: event.currentTarget.value })}
        error={error('purchaseDate')}
      />
      <Textarea
        label={t('form.notes')}
        value={fields.notes}
        maxLength={1000}
        rows={3}
        onChange={(event) => set({ notes: event.currentTarget.value })}
        error={error('notes')}
      />
    </>
  );
}

/** The shared fields as the contract takes them. */
export function holdingFieldsInput(fields: HoldingFieldsState) {
  return {
    name: fields.name.trim(),
    category: fields.category as AssetCategory, // checked not empty before sending
    currency: fields.currency,
    cost: fields.cost.trim() === '' ? null : fields.cost.trim(),
    purchaseDate: fields.purchaseDate === '' ? null : fields.purchaseDate,
    notes: fields.notes,
  };
}

/** The server's refusals as field problems: each field it named, refused. */
export function serverProblems(refused: ReadonlySet<string>): Record<string, FieldProblem | undefined> {
  return Object.fromEntries([...refused].map((field) => [field, { key: 'refused' }]));
}
