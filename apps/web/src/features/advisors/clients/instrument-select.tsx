/* The holdings filter (issue 28 part 2): a fund, stock or virtual asset the book holds, found as one types its name or
 * id, most held first (advisorClient.bookInstruments). */
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HeldInstrument } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { advisorClientsKey, useAdvisorClientsApi } from './clients-api';

export function InstrumentSelect({
  advisorCode,
  value,
  onChange,
}: {
  readonly advisorCode: string | undefined;
  /** The holding id chosen, '' for any. */
  readonly value: string;
  readonly onChange: (holdingId: string) => void;
}) {
  const { t } = useTranslation('advisorClients');
  const language = useShownLanguage();
  const api = useAdvisorClientsApi();
  const [typed, setTyped] = useState('');
  // The holding chosen, kept while other text is typed (it may not be among the matches).
  const [chosen, setChosen] = useState<HeldInstrument | undefined>(undefined);
  const labelOf = (instrument: HeldInstrument) => `${nameIn(instrument.names, language)} · ${instrument.holdingId}`;
  // The box shows the chosen holding's label: that is no text to search by.
  const [text] = useDebouncedValue(chosen !== undefined && typed === labelOf(chosen) ? '' : typed.trim(), 250);
  const input = { ...(advisorCode === undefined ? {} : { advisorCode }), ...(text === '' ? {} : { text }), limit: 20 };
  const instruments = useQuery(
    {
      queryKey: [...advisorClientsKey, 'bookInstruments', input],
      queryFn: ({ signal }) => api.advisorClient.bookInstruments(input, { signal }),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const found = instruments.data?.instruments ?? [];
  const kept = chosen?.holdingId === value ? chosen : undefined;
  const options = [
    ...(kept !== undefined && !found.some((item) => item.holdingId === kept.holdingId) ? [kept] : []),
    ...found,
  ];
  // A holding chosen elsewhere (a saved search, the address) and not among the matches shows by its id.
  const data = options.map((instrument) => ({ value: instrument.holdingId, label: labelOf(instrument) }));
  if (value !== '' && !data.some((option) => option.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      label={t('filters.holding')}
      placeholder={t('filters.holdingPlaceholder')}
      searchable
      clearable
      searchValue={typed}
      onSearchChange={setTyped}
      filter={({ options: shown }) => shown}
      data={data}
      renderOption={({ option }) => {
        const instrument = options.find((item) => item.holdingId === option.value);
        return (
          <span>
            {option.label}
            {instrument === undefined ? '' : ` — ${t('filters.holders', { count: instrument.holders })}`}
          </span>
        );
      }}
      nothingFoundMessage={instruments.isError ? t('filters.holdingLoadFailed') : t('filters.holdingNothing')}
      value={value === '' ? null : value}
      onChange={(holdingId) => {
        setChosen(options.find((item) => item.holdingId === holdingId));
        onChange(holdingId ?? '');
      }}
      data-testid="filter-holding"
    />
  );
}
