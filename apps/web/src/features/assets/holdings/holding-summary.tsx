/* A holding's summary (value with its date, or quantity × last price with the price's time when it follows one;
 * quantity, cost, purchase date, notes) and, on Edit, the form that changes its fields. */
import { useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AssetHoldingDetail } from '@portal/contract';
import { formatDate, formatTime24WithSeconds } from '@portal/contract/domain/date-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { currencyDecimals, money } from '../../../shared/ui/money';
import { tabular } from '../../../shared/ui/tabular';
import {
  hasProblems,
  holdingFieldProblems,
  holdingFieldsInput,
  HoldingFormFields,
  serverProblems,
  type HoldingFieldsState,
} from './holding-form-fields';
import { refusedFields, useAssetsApi, type AssetAccount } from './holdings-api';
import { HoldingStatusBadge } from './holdings-table';
import { useHoldingChange } from './use-holding-change';

function Fact({ label, value, testId }: { readonly label: string; readonly value: string; readonly testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={tabular} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function EditForm(props: {
  readonly account: AssetAccount;
  readonly detail: AssetHoldingDetail;
  readonly currencies: readonly string[];
  readonly today: string;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('assetHoldings');
  const api = useAssetsApi();
  const { holding } = props.detail;
  const [fields, setFields] = useState<HoldingFieldsState>({
    name: holding.name,
    category: holding.category,
    currency: holding.currency,
    cost: holding.cost ?? '',
    purchaseDate: holding.purchaseDate ?? '',
    notes: holding.notes,
  });
  const [showErrors, setShowErrors] = useState(false);
  const save = useHoldingChange(
    props.account,
    holding.holdingId,
    () =>
      api.assetHolding.updateAssetHolding({
        ...props.account,
        holdingId: holding.holdingId,
        changes: holdingFieldsInput(fields),
      }),
    props.onDone,
  );
  const problems = holdingFieldProblems(fields, currencyDecimals(fields.currency), props.today);
  const refused = save.isError ? serverProblems(refusedFields(save.error)) : {};
  return (
    <form
      noValidate
      aria-label={t('form.editHeading')}
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
        if (!hasProblems(problems)) save.mutate(undefined);
      }}
    >
      <Stack gap="sm">
        <HoldingFormFields
          fields={fields}
          onChange={setFields}
          currencies={props.currencies}
          problems={{ ...refused, ...problems }}
          showErrors={showErrors || Object.keys(refused).length > 0}
          currencyLocked={holding.link !== null}
        />
        {save.isError && (
          <Alert color="danger" role="alert">
            {Object.keys(refused).length > 0 ? t('form.failed') : t('failure')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={showErrors && hasProblems(problems)}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function HoldingSummary(props: {
  readonly account: AssetAccount;
  readonly detail: AssetHoldingDetail;
  readonly currencies: readonly string[];
  readonly today: string;
  readonly editable: boolean;
}) {
  const { t } = useTranslation('assetHoldings');
  const [editing, setEditing] = useState(false);
  const { holding } = props.detail;
  const none = t('detail.none');
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h4">
              {editing ? t('form.editHeading') : t('detail.summary')}
            </Title>
            <HoldingStatusBadge holding={holding} />
          </Group>
          {props.editable && !editing && (
            <Button variant="light" size="xs" onClick={() => setEditing(true)}>
              {t('detail.edit')}
            </Button>
          )}
        </Group>
        {editing ? (
          <EditForm {...props} onDone={() => setEditing(false)} />
        ) : (
          <>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('detail.value')}
              </Text>
              <Text size="xl" fw={600} style={tabular} data-testid="holding-value" data-value={holding.value}>
                {money(holding.value, holding.currency)}
              </Text>
              <Text size="xs" c="dimmed" data-testid="holding-value-basis">
                {holding.link
                  ? t('detail.priceAt', {
                      price: holding.link.lastPrice,
                      time: `${formatDate(holding.link.priceAt)} ${formatTime24WithSeconds(holding.link.priceAt)}`,
                    })
                  : `${t('detail.valuationDate')} ${holding.valuationDate}`}
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Fact label={t('form.category')} value={t(`categories.${holding.category}`)} />
              <Fact label={t('detail.quantity')} value={holding.quantity ?? none} />
              <Fact
                label={t('detail.cost')}
                value={holding.cost === null ? none : money(holding.cost, holding.currency)}
              />
              <Fact label={t('detail.purchaseDate')} value={holding.purchaseDate ?? none} />
            </SimpleGrid>
            {holding.notes !== '' && <Fact label={t('detail.notes')} value={holding.notes} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
