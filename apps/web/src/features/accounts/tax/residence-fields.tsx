/* One country of tax residence in the form: the country, and its TIN (described for the countries with a format rule)
 * or why there is none; removable while there are others. */
import { Button, Checkbox, Group, NativeSelect, Paper, Select, Stack, TextInput } from '@mantine/core';
import {
  maximumTinLength,
  noTinReasons,
  taxCountries,
  type NoTinReason,
} from '@portal/contract/domain/accounts/tax-residence';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { tabular } from '../../../shared/ticket/ticket-parts';
import { rowActionName } from '../../../shared/ui/row-action';
import type { ResidenceRow, RowProblem } from './residence-rows';
import { useCountryName } from './use-country-name';

/** The countries whose TIN the form describes (those with a format rule). */
const hintedCountries = ['HK', 'US', 'CN', 'GB', 'SG', 'AU', 'CA'] as const;

export function ResidenceFields({
  row,
  index,
  problem,
  showErrors,
  removable,
  onChange,
  onRemove,
}: {
  row: ResidenceRow;
  index: number;
  problem: RowProblem;
  showErrors: boolean;
  removable: boolean;
  onChange: (row: ResidenceRow) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('accountTax');
  const language = useShownLanguage();
  const countryName = useCountryName();
  const shown = showErrors ? problem : undefined;
  const hintKey = hintedCountries.find((country) => country === row.country) ?? 'other';
  return (
    <Paper withBorder radius="sm" p="sm" data-testid={`residence-${String(index)}`}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={t('form.country')}
            placeholder={t('form.countryPlaceholder')}
            searchable
            value={row.country === '' ? null : row.country}
            data={taxCountries.map((country) => ({
              value: country.code,
              label: `${country.name[language]} (${country.code})`,
            }))}
            nothingFoundMessage="—"
            style={{ flex: '1 1 14rem' }}
            data-testid={`residence-country-${String(index)}`}
            error={shown === 'country' || shown === 'countryTwice' ? t(`errors.${shown}`) : undefined}
            onChange={(value) => onChange({ ...row, country: value ?? '' })}
          />
          {removable && (
            <Button
              variant="subtle"
              color="danger"
              onClick={onRemove}
              aria-label={rowActionName(
                t('form.removeCountry'),
                row.country === '' ? String(index + 1) : countryName(row.country),
              )}
            >
              {t('form.removeCountry')}
            </Button>
          )}
        </Group>
        <Checkbox
          label={t('form.noTin')}
          checked={row.noTin}
          data-testid={`residence-no-tin-${String(index)}`}
          onChange={(event) => onChange({ ...row, noTin: event.currentTarget.checked })}
        />
        {row.noTin ? (
          <Stack gap="sm">
            <NativeSelect
              label={t('form.noTinReason')}
              value={row.noTinReason}
              data={noTinReasons.map((reason) => ({ value: reason, label: t(`form.reasons.${reason}`) }))}
              data-testid={`residence-reason-${String(index)}`}
              onChange={(event) => onChange({ ...row, noTinReason: event.currentTarget.value as NoTinReason })}
            />
            {row.noTinReason === 'B' && (
              <TextInput
                label={t('form.explanation')}
                value={row.explanation}
                maxLength={200}
                data-testid={`residence-explanation-${String(index)}`}
                error={shown === 'explanation' ? t('errors.explanation') : undefined}
                onChange={(event) => onChange({ ...row, explanation: event.currentTarget.value })}
              />
            )}
          </Stack>
        ) : (
          <TextInput
            label={t('form.tin')}
            description={t(`form.tinHints.${hintKey}`)}
            value={row.tin}
            maxLength={maximumTinLength}
            autoComplete="off"
            styles={{ input: tabular }}
            data-testid={`residence-tin-${String(index)}`}
            error={
              shown === 'tin'
                ? t('errors.tin', { country: countryName(row.country) })
                : shown === 'tinRequired' || shown === 'tinPlain'
                  ? t(`errors.${shown}`)
                  : undefined
            }
            onChange={(event) => onChange({ ...row, tin: event.currentTarget.value })}
          />
        )}
      </Stack>
    </Paper>
  );
}
