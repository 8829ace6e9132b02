/* SPEC §2 /assets/holdings/add: a new other asset with its first valuation and an optional attachment. */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { assetQuantityDecimals } from '@portal/contract/domain/asset-holding';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryState, TicketPage } from '../../../shared/ticket/ticket-parts';
import type { ChosenProof } from '../../../shared/upload/proof-file';
import { AttachmentField } from './attachment-field';
import {
  emptyHoldingFields,
  hasProblems,
  holdingFieldProblems,
  holdingFieldsInput,
  HoldingFormFields,
  serverProblems,
  type FieldProblem,
  type HoldingFieldsState,
} from './holding-form-fields';
import { assetQueryKey, dayProblem, figureProblem, refusedFields, useAssetAccount, useAssetsApi } from './holdings-api';

export function HoldingAddPage() {
  const { t } = useTranslation('assetHoldings');
  const account = useAssetAccount();
  const api = useAssetsApi();
  const navigate = useNavigate();
  const cache = useQueryClient(queryClient);
  const terms = useQuery(
    {
      queryKey: [...assetQueryKey, 'terms', account],
      queryFn: ({ signal }) =>
        account ? api.assetHolding.assetHoldingTerms(account, { signal }) : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
  const [fields, setFields] = useState<HoldingFieldsState>(emptyHoldingFields);
  const [quantity, setQuantity] = useState('');
  const [value, setValue] = useState('');
  const [valuationDate, setValuationDate] = useState('');
  const [attachment, setAttachment] = useState<ChosenProof | undefined>(undefined);
  const [showErrors, setShowErrors] = useState(false);
  const add = useMutation(
    {
      mutationFn: async () => {
        if (!account) throw new Error('No session');
        return api.assetHolding.addAssetHolding({
          ...account,
          holding: {
            ...holdingFieldsInput(fields),
            quantity: quantity.trim() === '' ? null : quantity.trim(),
            value: value.trim(),
            valuationDate,
          },
          attachments: attachment?.ok ? [{ fileName: attachment.fileName, content: attachment.content }] : [],
        });
      },
      onSuccess: (detail) => {
        void cache.invalidateQueries({ queryKey: assetQueryKey });
        void navigate(`/assets/holdings/${encodeURIComponent(detail.holding.holdingId)}`, {
          state: { notice: 'added' },
        });
      },
    },
    queryClient,
  );
  if (!account) return null;
  const data = terms.data;
  if (data === undefined) {
    return (
      <TicketPage heading={t('form.addHeading')}>
        <QueryState failed={terms.isError} onRetry={() => void terms.refetch()} />
      </TicketPage>
    );
  }
  const precision = data.currencies.find((currency) => currency.code === fields.currency)?.precision ?? 2;
  const valueProblem = figureProblem(value, precision, true);
  const quantityProblem = figureProblem(quantity, assetQuantityDecimals, false);
  const dateProblem = dayProblem(valuationDate, data.today, { required: true, notBefore: fields.purchaseDate });
  const problems: Record<string, FieldProblem | undefined> = {
    ...holdingFieldProblems(fields, precision, data.today),
    value: valueProblem && { key: valueProblem.key, values: { decimals: valueProblem.decimals ?? 0 } },
    quantity: quantityProblem && { key: quantityProblem.key, values: { decimals: quantityProblem.decimals ?? 0 } },
    valuationDate: dateProblem && { key: dateProblem },
    attachment: attachment !== undefined && !attachment.ok ? { key: 'attachmentType' } : undefined,
  };
  const refused = add.isError ? serverProblems(refusedFields(add.error)) : {};
  const shown = { ...refused, ...problems };
  const shownError = (field: string) => {
    const problem = shown[field];
    return (showErrors || refused[field]) && problem ? t(`form.errors.${problem.key}`, problem.values) : undefined;
  };
  const submit = () => {
    setShowErrors(true);
    if (hasProblems(problems)) return;
    add.mutate();
  };
  return (
    <TicketPage heading={t('form.addHeading')}>
      <Anchor component={Link} to="/assets/holdings" size="sm">
        {t('detail.backToList')}
      </Anchor>
      <Paper withBorder radius="md" p="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <HoldingFormFields
              fields={fields}
              onChange={setFields}
              currencies={data.currencies.map((currency) => currency.code)}
              problems={shown}
              showErrors={showErrors || Object.keys(refused).length > 0}
            />
            <TextInput
              label={t('form.quantity')}
              description={t('form.quantityHint')}
              inputMode="decimal"
              value={quantity}
              onChange={(event) => setQuantity(event.currentTarget.value)}
              data-testid="new-holding-quantity"
              error={shownError('quantity')}
            />
            <TextInput
              label={t('form.value')}
              description={t('form.valueHint')}
              inputMode="decimal"
              required
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              data-testid="new-holding-value"
              error={shownError('value')}
            />
            <TextInput
              type="date"
              label={t('form.valuationDate')}
              required
              max={data.today}
              value={valuationDate}
              onChange={(event) => setValuationDate(event.currentTarget.value)}
              data-testid="new-holding-valuation-date"
              error={shownError('valuationDate')}
            />
            <AttachmentField
              id="asset-attachment"
              proof={attachment}
              maximumBytes={data.maximumAttachmentBytes}
              showErrors={false}
              onChoose={setAttachment}
            />
            {add.isError && (
              <Alert color="danger" role="alert">
                {refusedFields(add.error).size > 0 ? t('form.failed') : t('failure')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button component={Link} to="/assets/holdings" variant="default">
                {t('form.cancel')}
              </Button>
              <Button
                type="submit"
                data-testid="add-holding"
                loading={add.isPending}
                disabled={showErrors && hasProblems(problems)}
              >
                {t('form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </TicketPage>
  );
}
