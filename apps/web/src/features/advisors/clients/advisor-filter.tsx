/* A manager's advisor filter (issue 28 part 5, SPEC §3 managerEnabled): all the advisors under them, or one. */
import { Select } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';

export type AdvisorChoice = { readonly accountCode: string; readonly displayName: string };

export function AdvisorFilter({
  advisors,
  value,
  onChange,
}: {
  readonly advisors: readonly AdvisorChoice[];
  /** The advisor chosen; undefined for all of them. */
  readonly value: string | undefined;
  readonly onChange: (advisorCode: string | undefined) => void;
}) {
  const { t } = useTranslation('advisorClients');
  return (
    <Select
      label={t('advisorFilter.label')}
      data={[
        { value: '', label: t('advisorFilter.all') },
        ...advisors.map((advisor) => ({
          value: advisor.accountCode,
          label: `${advisor.displayName} (${advisor.accountCode})`,
        })),
      ]}
      value={value ?? ''}
      onChange={(chosen) => onChange(chosen === null || chosen === '' ? undefined : chosen)}
      allowDeselect={false}
      w={260}
      data-testid="advisor-filter"
    />
  );
}
