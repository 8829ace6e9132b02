/* The self-certification form: the countries of tax residence (residence-fields.tsx), US person or not, the
 * declaration accepted and signed; it is checked before it is sent and the page told when it is saved. */
import { Alert, Button, Checkbox, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAccountsApi, type AccountKey } from '../accounts-api';
import { ResidenceFields } from './residence-fields';
import { maximumResidences, newRow, rowProblem, rowsOf, type ResidenceRow } from './residence-rows';

type Overview = Awaited<ReturnType<Api['accountTax']['taxStatus']>>;

export function CertificationForm({
  account,
  overview,
  onSaved,
  onCancel,
}: {
  account: AccountKey;
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
