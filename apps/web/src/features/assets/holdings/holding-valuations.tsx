/* A holding's valuations: the form that records a new one (a value, a quantity where it counts units, a day neither
 * in the future nor before the purchase), then the history as the shared line chart and as a list, newest first. */
import { useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { AssetHoldingDetail } from '@portal/contract';
import { assetQuantityDecimals } from '@portal/contract/domain/asset-holding';
import { LineChart } from '../../../shared/charts/line-chart';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { currencyDecimals, money, oneLine } from '../../../shared/ui/money';
import { tabular } from '../../../shared/ui/tabular';
import { dayProblem, figureProblem, refusedFields, useAssetsApi, type AssetAccount } from './holdings-api';
import type { FormErrorKey } from './holding-form-fields';
import { useHoldingChange } from './use-holding-change';

export function ValuationForm(props: {
  readonly account: AssetAccount;
  readonly detail: AssetHoldingDetail;
  readonly today: string;
  readonly onRecorded: () => void;
}) {
  const { t } = useTranslation('assetHoldings');
  const api = useAssetsApi();
  const { holding } = props.detail;
  const [value, setValue] = useState('');
  const [quantity, setQuantity] = useState('');
  const [date, setDate] = useState(props.today);
  const [showErrors, setShowErrors] = useState(false);
  const record = useHoldingChange(
    props.account,
    holding.holdingId,
    () =>
      api.assetHolding.recordAssetValuation({
        ...props.account,
        holdingId: holding.holdingId,
        value: value.trim(),
        quantity: quantity.trim() === '' ? null : quantity.trim(),
        valuationDate: date,
      }),
    () => {
      setValue('');
      setQuantity('');
      setShowErrors(false);
      props.onRecorded();
    },
  );
  const valueProblem = figureProblem(value, currencyDecimals(holding.currency), true);
  const quantityProblem = figureProblem(quantity, assetQuantityDecimals, false);
  const dateProblem = dayProblem(date, props.today, { required: true, notBefore: holding.purchaseDate ?? undefined });
  const refused = record.isError ? refusedFields(record.error) : new Set<string>();
  const message = (field: string, problem: { key: FormErrorKey; decimals?: number } | undefined) =>
    (showErrors || refused.has(field)) && (problem || refused.has(field))
      ? t(`form.errors.${problem?.key ?? 'refused'}`, { decimals: problem?.decimals ?? 0 })
      : undefined;
  const invalid = valueProblem !== undefined || quantityProblem !== undefined || dateProblem !== undefined;
  return (
    <Paper withBorder radius="md" p="md">
      <form
        noValidate
        aria-label={t('valuation.heading')}
        onSubmit={(event) => {
          event.preventDefault();
          setShowErrors(true);
          if (!invalid) record.mutate(undefined);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('valuation.heading')}
          </Title>
          {holding.link && (
            <Text size="sm" c="dimmed">
              {t('valuation.linkedNote')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('valuation.value')}
              inputMode="decimal"
              required
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              error={message('value', valueProblem)}
            />
            {holding.quantity !== null && (
              <TextInput
                label={t('valuation.quantity')}
                inputMode="decimal"
                value={quantity}
                placeholder={holding.quantity}
                onChange={(event) => setQuantity(event.currentTarget.value)}
                error={message('quantity', quantityProblem)}
              />
            )}
            <TextInput
              type="date"
              label={t('valuation.date')}
              required
              max={props.today}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
              error={message('valuationDate', dateProblem ? { key: dateProblem } : undefined)}
            />
          </SimpleGrid>
          {record.isError && refused.size === 0 && (
            <Alert color="danger" role="alert">
              {t('failure')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={record.isPending} disabled={showErrors && invalid}>
              {t('valuation.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function ValuationHistory({ detail }: { readonly detail: AssetHoldingDetail }) {
  const { t } = useTranslation('assetHoldings');
  const { holding, valuations } = detail;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('history.heading')}
        </Title>
        <LineChart
          label={t('history.chartLabel', { name: holding.name })}
          series={[
            {
              id: holding.holdingId,
              label: holding.currency,
              points: valuations.map((valuation) => ({ date: valuation.valuationDate, value: valuation.value })),
            },
          ]}
          valueDecimals={0}
          valueAxisWidth={88}
          formatValue={(value) => money(value, holding.currency)}
          emptyText={t('history.empty')}
          testId="valuation-chart"
        />
        {valuations.length > 0 && (
          <Table.ScrollContainer minWidth={320}>
            <Table striped data-testid="valuation-history" aria-label={t('history.heading')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.date')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('history.value')}</Table.Th>
                  {holding.quantity !== null && (
                    <Table.Th style={{ textAlign: 'right' }}>{t('history.quantity')}</Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...valuations].reverse().map((valuation) => (
                  <Table.Tr key={valuation.valuationDate} data-testid="valuation-row">
                    <Table.Td style={{ ...tabular, ...oneLine }}>{valuation.valuationDate}</Table.Td>
                    <Table.Td style={{ ...tabular, ...oneLine, textAlign: 'right' }}>
                      {money(valuation.value, holding.currency)}
                    </Table.Td>
                    {holding.quantity !== null && (
                      <Table.Td style={{ ...tabular, textAlign: 'right' }}>{valuation.quantity ?? '—'}</Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
