import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TaxStatusView } from '@portal/contract';
import {
  isValidTin,
  maskTin,
  maximumTinLength,
  noTinReasons,
  taxCountries,
  tinRules,
  type NoTinReason,
} from '@portal/contract/domain/accounts/tax-residence';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact, QueryState, TicketPage, tabular } from '../../../shared/ticket/ticket-parts';
import { useAccountKey, useAccountsApi, type AccountKey } from '../accounts-api';
import { rowActionName } from '../../../shared/ui/row-action';

type Overview = Awaited<ReturnType<Api['accountTax']['taxStatus']>>;
type Account = AccountKey;

type ResidenceRow = {
  readonly key: number;
  readonly country: string;
  readonly tin: string;
  readonly noTin: boolean;
  readonly noTinReason: NoTinReason;
  readonly explanation: string;
};

const maximumResidences = 5;
/** The countries whose TIN the form describes (those with a format rule). */
const hintedCountries = ['HK', 'US', 'CN', 'GB', 'SG', 'AU', 'CA'] as const;
let nextKey = 0;
const newRow = (country = ''): ResidenceRow => ({
  key: (nextKey += 1),
  country,
  tin: '',
  noTin: false,
  noTinReason: 'A',
  explanation: '',
});

function useCountryName(): (code: string) => string {
  const language = useShownLanguage();
  return (code) => taxCountries.find((country) => country.code === code)?.name[language] ?? code;
}

function CurrentCertification({ status }: { status: TaxStatusView }) {
  const { t } = useTranslation('accountTax');
  const countryName = useCountryName();
  return (
    <Stack gap="sm" data-testid="tax-status-current">
      <Text size="sm" data-testid="tax-status-signed">
        {t('current.signed', { name: status.signatureName, date: status.declarationDate })}
      </Text>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('current.country')}</Table.Th>
            <Table.Th>{t('current.tin')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {status.residences.map((residence) => (
            <Table.Tr key={residence.country}>
              <Table.Td>{countryName(residence.country)}</Table.Td>
              <Table.Td style={tabular}>
                {residence.tin === null
                  ? t('current.noTin', { reason: residence.noTinReason ?? '' })
                  : maskTin(residence.tin)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xl">
        <Fact label={t('current.usPerson')}>{status.usPerson ? t('current.yes') : t('current.no')}</Fact>
        <Fact label={t('current.fatcaForm')} testId="tax-status-fatca">
          {status.fatcaForm}
        </Fact>
      </Group>
    </Stack>
  );
}

type RowProblem = 'country' | 'countryTwice' | 'tinRequired' | 'tin' | 'tinPlain' | 'explanation' | undefined;

function rowProblem(row: ResidenceRow, rows: readonly ResidenceRow[]): RowProblem {
  if (row.country === '') return 'country';
  if (rows.find((other) => other.country === row.country)?.key !== row.key) return 'countryTwice';
  if (row.noTin) return row.noTinReason === 'B' && row.explanation.trim().length < 2 ? 'explanation' : undefined;
  if (row.tin.trim() === '') return 'tinRequired';
  if (!isValidTin(row.country, row.tin)) return tinRules[row.country] === undefined ? 'tinPlain' : 'tin';
  return undefined;
}

function ResidenceFields({
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

function rowsOf(status: TaxStatusView | null): ResidenceRow[] {
  if (status === null) return [newRow('HK')];
  return status.residences.map((residence) => ({
    ...newRow(residence.country),
    tin: residence.tin ?? '',
    noTin: residence.tin === null,
    noTinReason: residence.noTinReason ?? 'A',
    explanation: residence.noTinExplanation ?? '',
  }));
}

function CertificationForm({
  account,
  overview,
  onSaved,
  onCancel,
}: {
  account: Account;
  overview: Overview;
  onSaved: () => void;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation('accountTax');
  const api = useAccountsApi();
  const cache = useQueryClient(queryClient);
  const [rows, setRows] = useState<ResidenceRow[]>(() => rowsOf(overview.taxStatus));
  const [usPerson, setUsPerson] = useState<'yes' | 'no' | ''>(
    overview.taxStatus === null ? '' : overview.taxStatus.usPerson ? 'yes' : 'no',
  );
  const [accepted, setAccepted] = useState(false);
  const [signature, setSignature] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const save = useMutation(
    {
      mutationFn: () =>
        api.accountTax.certifyTaxStatus({
          ...account,
          residences: rows.map((row) =>
            row.noTin
              ? {
                  country: row.country,
                  noTinReason: row.noTinReason,
                  ...(row.noTinReason === 'B' ? { noTinExplanation: row.explanation.trim() } : {}),
                }
              : { country: row.country, tin: row.tin.trim() },
          ),
          usPerson: usPerson === 'yes',
          declarationAccepted: true,
          signatureName: signature.trim(),
        }),
      onSuccess: () => {
        void cache.invalidateQueries({ queryKey: ['accountTax'] });
        onSaved();
      },
    },
    queryClient,
  );
  const edit =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      save.reset();
      setter(value);
    };
  const problems = rows.map((row) => rowProblem(row, rows));
  const usRow = rows.find((row) => row.country === 'US');
  const usProblem =
    usPerson === ''
      ? 'usPerson'
      : usRow !== undefined && usPerson === 'no'
        ? 'usResident'
        : usPerson === 'yes' && (usRow === undefined || usRow.noTin)
          ? 'usPersonNeedsUsTin'
          : undefined;
  const ready =
    problems.every((problem) => problem === undefined) &&
    usProblem === undefined &&
    accepted &&
    signature.trim().length >= 2;
  return (
    <form
      noValidate
      data-testid="tax-status-form"
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
        if (ready) save.mutate();
      }}
    >
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('form.residences')}
        </Title>
        {rows.map((row, index) => (
          <ResidenceFields
            key={row.key}
            row={row}
            index={index}
            problem={problems[index]}
            showErrors={showErrors}
            removable={rows.length > 1}
            onChange={edit((changed: ResidenceRow) =>
              setRows((current) => current.map((entry) => (entry.key === changed.key ? changed : entry))),
            )}
            onRemove={() => {
              save.reset();
              setRows((current) => current.filter((entry) => entry.key !== row.key));
            }}
          />
        ))}
        {rows.length < maximumResidences && (
          <Group>
            <Button
              variant="light"
              onClick={() => {
                save.reset();
                setRows((current) => [...current, newRow()]);
              }}
              data-testid="add-residence"
            >
              {t('form.addCountry')}
            </Button>
          </Group>
        )}
        <Radio.Group
          label={t('form.usPerson')}
          value={usPerson}
          onChange={edit((value: string) => setUsPerson(value === 'yes' ? 'yes' : 'no'))}
          error={
            showErrors && usProblem !== undefined && usProblem !== 'usPerson' ? t(`errors.${usProblem}`) : undefined
          }
        >
          <Stack gap="xs" mt="xs">
            <Radio value="no" label={t('form.usPersonNo')} data-testid="us-person-no" />
            <Radio value="yes" label={t('form.usPersonYes')} data-testid="us-person-yes" />
          </Stack>
        </Radio.Group>
        <Paper withBorder radius="sm" p="sm">
          <Stack gap="sm">
            <Text size="sm">{t('form.declaration')}</Text>
            <Checkbox
              label={t('form.accept')}
              checked={accepted}
              data-testid="tax-declaration-accept"
              error={showErrors && !accepted ? t('errors.accept') : undefined}
              onChange={(event) => edit(setAccepted)(event.currentTarget.checked)}
            />
            <TextInput
              label={t('form.signature')}
              description={overview.accountName}
              value={signature}
              maxLength={140}
              autoComplete="name"
              data-testid="tax-signature"
              error={showErrors && signature.trim().length < 2 ? t('errors.signature') : undefined}
              onChange={(event) => edit(setSignature)(event.currentTarget.value)}
            />
          </Stack>
        </Paper>
        {save.isError && (
          <Alert color="danger" role="alert" data-testid="tax-status-failure">
            {t('errors.generic')}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              {t('form.cancel')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} data-testid="tax-status-submit">
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** SPEC §2 /accounts/taxStatus: the CRS / FATCA self-certification, editable where the brand allows (taxStatusEditable). */
export function TaxStatusPage() {
  const { t } = useTranslation('accountTax');
  const account = useAccountKey();
  const api = useAccountsApi();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const overview = useQuery(
    {
      queryKey: account ? ['accountTax', 'taxStatus', account] : ['accountTax'],
      queryFn: ({ signal }) =>
        account ? api.accountTax.taxStatus(account, { signal }) : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
  if (!account) return null;
  const data = overview.data;
  return (
    <TicketPage heading={t('heading')}>
      <Text size="sm">{t('pageIntro')}</Text>
      {data === undefined ? (
        <QueryState failed={overview.isError} onRetry={() => void overview.refetch()} />
      ) : (
        <Stack gap="lg">
          {!data.editable && (
            <Alert color="info" data-testid="tax-status-read-only">
              {t('readOnly')}
            </Alert>
          )}
          {data.editable && !data.mayChange && (
            <Alert color="info" data-testid="tax-status-advisee">
              {t('adviseeNote')}
            </Alert>
          )}
          {saved && !editing && (
            <Alert color="success" role="status" data-testid="tax-status-saved">
              {t('form.saved')}
            </Alert>
          )}
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {editing || (data.taxStatus === null && data.mayChange) ? t('form.title') : t('current.title')}
              </Title>
              {data.mayChange && (editing || data.taxStatus === null) ? (
                <CertificationForm
                  account={account}
                  overview={data}
                  onSaved={() => {
                    setEditing(false);
                    setSaved(true);
                  }}
                  onCancel={data.taxStatus === null ? undefined : () => setEditing(false)}
                />
              ) : data.taxStatus === null ? (
                <Text size="sm" c="dimmed" data-testid="tax-status-none">
                  {t('noneYet')}
                </Text>
              ) : (
                <>
                  <CurrentCertification status={data.taxStatus} />
                  {data.mayChange && (
                    <Group>
                      <Button
                        variant="light"
                        data-testid="tax-status-update"
                        onClick={() => {
                          setSaved(false);
                          setEditing(true);
                        }}
                      >
                        {t('current.update')}
                      </Button>
                    </Group>
                  )}
                </>
              )}
            </Stack>
          </Paper>
        </Stack>
      )}
    </TicketPage>
  );
}
