/* The advanced search's criteria (issue 28 part 2): labelled fields, each refusal beside its field, sent with Search. */
import { Button, Collapse, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { accountTypes } from '@portal/contract';
import { questionnaireStatuses } from '@portal/contract/domain/advisor-client';
import { riskLevels } from '@portal/contract/domain/fund';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { InstrumentSelect } from './instrument-select';
import { criteriaOf, emptySearchForm, problemsOf, type SearchForm } from './search-form';

/** The criteria set beyond the first row (code, name, holding, risk level), as the address would carry them. */
function moreCriteriaOf(form: SearchForm) {
  return criteriaOf({
    ...form,
    codePrefix: '',
    name: '',
    holdingId: '',
    riskLevels: [],
    sortBy: emptySearchForm.sortBy,
    direction: emptySearchForm.direction,
  });
}

export function SearchFilters({
  form,
  onForm,
  onSearch,
  onClear,
  advisorCode,
  currency,
  serverErrors,
}: {
  readonly form: SearchForm;
  readonly onForm: (form: SearchForm) => void;
  readonly onSearch: () => void;
  readonly onClear: () => void;
  readonly advisorCode: string | undefined;
  /** The currency of the totals (the brand's first reporting currency). */
  readonly currency: string;
  /** What the server refused, by the criterion's name. */
  readonly serverErrors: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('advisorClients');
  const fundWords = useTranslation('fundResearch').t;
  const problems = problemsOf(form);
  const moreId = useId();
  const [more, setMore] = useState(false);
  // The further criteria show when asked for, or when one of them is set or refused.
  const showMore =
    more || Object.keys(moreCriteriaOf(form)).length > 0 || Object.keys(problems).some((key) => key !== 'codePrefix');
  const set = <K extends keyof SearchForm>(key: K, value: SearchForm[K]) => onForm({ ...form, [key]: value });
  const errorOf = (key: keyof SearchForm) => {
    const problem = problems[key];
    return problem === undefined ? serverErrors.get(`criteria.${key}`) : t(`filters.errors.${problem}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(problems).length === 0) onSearch();
  };
  const text = (key: 'codePrefix' | 'name' | 'totalAssetsMin' | 'totalAssetsMax' | 'expiringWithinDays') => ({
    value: form[key],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(key, event.currentTarget.value),
    error: errorOf(key),
    'data-testid': `filter-${key}`,
  });
  const date = (key: 'questionnaireExpiresFrom' | 'questionnaireExpiresTo' | 'lastLoginFrom' | 'lastLoginTo') => ({
    type: 'date',
    label: t(`filters.${key}`),
    value: form[key],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(key, event.currentTarget.value),
    error: errorOf(key),
    'data-testid': `filter-${key}`,
  });
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label={t('filters.label')} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <TextInput label={t('filters.codePrefix')} {...text('codePrefix')} />
          <TextInput label={t('filters.name')} {...text('name')} />
          <InstrumentSelect
            advisorCode={advisorCode}
            value={form.holdingId}
            onChange={(holdingId) => set('holdingId', holdingId)}
          />
          <MultiSelect
            label={t('filters.riskLevels')}
            placeholder={form.riskLevels.length === 0 ? t('filters.choose') : undefined}
            data={riskLevels.map((value) => ({ value, label: fundWords(`fund.riskLevels.${value}`) }))}
            value={[...form.riskLevels]}
            onChange={(values) =>
              set(
                'riskLevels',
                riskLevels.filter((level) => values.includes(level)),
              )
            }
            data-testid="filter-riskLevels"
          />
        </SimpleGrid>
        <Collapse expanded={showMore}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs" id={moreId}>
            <MultiSelect
              label={t('filters.accountTypes')}
              placeholder={form.accountTypes.length === 0 ? t('filters.choose') : undefined}
              data={accountTypes.map((value) => ({ value, label: t(`filters.accountTypeNames.${value}`) }))}
              value={[...form.accountTypes]}
              onChange={(values) =>
                set(
                  'accountTypes',
                  accountTypes.filter((type) => values.includes(type)),
                )
              }
              data-testid="filter-accountTypes"
            />
            <Select
              label={t('filters.professionalInvestor')}
              data={[
                { value: '', label: t('filters.any') },
                { value: 'yes', label: t('filters.yes') },
                { value: 'no', label: t('filters.no') },
              ]}
              value={form.professionalInvestor}
              onChange={(value) => set('professionalInvestor', value === 'yes' || value === 'no' ? value : '')}
              allowDeselect={false}
              data-testid="filter-professionalInvestor"
            />
            <MultiSelect
              label={t('filters.questionnaireStatuses')}
              placeholder={form.questionnaireStatuses.length === 0 ? t('filters.choose') : undefined}
              data={questionnaireStatuses.map((value) => ({
                value,
                label: t(`filters.questionnaireStatusNames.${value}`),
              }))}
              value={[...form.questionnaireStatuses]}
              onChange={(values) =>
                set(
                  'questionnaireStatuses',
                  questionnaireStatuses.filter((status) => values.includes(status)),
                )
              }
              data-testid="filter-questionnaireStatuses"
            />
            <TextInput label={t('filters.expiringWithinDays')} inputMode="numeric" {...text('expiringWithinDays')} />
            <TextInput {...date('questionnaireExpiresFrom')} />
            <TextInput {...date('questionnaireExpiresTo')} />
            <TextInput
              label={t('filters.totalAssetsMin', { currency })}
              inputMode="decimal"
              {...text('totalAssetsMin')}
            />
            <TextInput
              label={t('filters.totalAssetsMax', { currency })}
              inputMode="decimal"
              {...text('totalAssetsMax')}
            />
            <TextInput {...date('lastLoginFrom')} />
            <TextInput {...date('lastLoginTo')} />
          </SimpleGrid>
        </Collapse>
        <Group gap="sm">
          <Button
            variant="subtle"
            onClick={() => setMore(!showMore)}
            aria-expanded={showMore}
            aria-controls={moreId}
            data-testid="more-criteria"
          >
            {showMore ? t('filters.fewer') : t('filters.more')}
          </Button>
          <Button type="submit" disabled={Object.keys(problems).length > 0} data-testid="search">
            {t('filters.search')}
          </Button>
          <Button variant="default" onClick={onClear} data-testid="clear">
            {t('filters.clear')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
