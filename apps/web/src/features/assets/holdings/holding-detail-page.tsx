/* SPEC §2 /assets/holdings/{id}: one other asset, its summary and edit form, a new valuation with the history as a
 * chart and a list, its attachments, the price it may follow, its status and delete; a deleted one offers Restore. */
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryState, TicketPage } from '../../../shared/ticket/ticket-parts';
import { HoldingAttachments } from './holding-attachments';
import { HoldingLink } from './holding-link';
import { HoldingStatusActions } from './holding-status-actions';
import { HoldingSummary } from './holding-summary';
import { ValuationForm, ValuationHistory } from './holding-valuations';
import { assetQueryKey, isMissingHolding, useAssetAccount, useAssetsApi, type AssetAccount } from './holdings-api';
import { holdingDetailKey, useHoldingChange } from './use-holding-change';

function RestoreButton({ account, holdingId }: { readonly account: AssetAccount; readonly holdingId: string }) {
  const { t } = useTranslation('assetHoldings');
  const api = useAssetsApi();
  const restore = useHoldingChange(account, holdingId, () =>
    api.assetHolding.restoreAssetHolding({ ...account, holdingId }),
  );
  return (
    <Button size="xs" variant="light" loading={restore.isPending} onClick={() => restore.mutate(undefined)}>
      {t('detail.restore')}
    </Button>
  );
}

export function HoldingDetailPage() {
  const { t } = useTranslation('assetHoldings');
  const account = useAssetAccount();
  const api = useAssetsApi();
  const location = useLocation();
  const holdingId = useParams().id ?? '';
  const detail = useQuery(
    {
      queryKey: holdingDetailKey(account, holdingId),
      queryFn: ({ signal }) =>
        account
          ? api.assetHolding.assetHolding({ ...account, holdingId }, { signal })
          : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
      retry: (count, error) => !isMissingHolding(error) && count < 2,
    },
    queryClient,
  );
  const terms = useQuery(
    {
      queryKey: [...assetQueryKey, 'terms', account],
      queryFn: ({ signal }) =>
        account ? api.assetHolding.assetHoldingTerms(account, { signal }) : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
  if (!account) return null;
  const back = (
    <Anchor component={Link} to="/assets/holdings" size="sm">
      {t('detail.backToList')}
    </Anchor>
  );
  if (detail.isError && isMissingHolding(detail.error)) {
    return <TicketPage heading={t('detail.notFound')}>{back}</TicketPage>;
  }
  const data = detail.data;
  const termsData = terms.data;
  if (data === undefined || termsData === undefined) {
    return (
      <TicketPage heading={t('list.heading')}>
        {back}
        <QueryState
          failed={detail.isError || terms.isError}
          onRetry={() => void Promise.all([detail.refetch(), terms.refetch()])}
        />
      </TicketPage>
    );
  }
  const deleted = data.holding.status === 'deleted';
  const currencies = termsData.currencies.map((currency) => currency.code);
  const justAdded = Reflect.get(Object(location.state), 'notice') === 'added';
  return (
    <TicketPage heading={data.holding.name}>
      {back}
      {justAdded && (
        <Alert color="success" role="status">
          {t('form.added')}
        </Alert>
      )}
      {deleted && (
        <Alert color="warning" role="status">
          <Group justify="space-between">
            <Text size="sm">{t('detail.deletedNotice')}</Text>
            <RestoreButton account={account} holdingId={holdingId} />
          </Group>
        </Alert>
      )}
      <Stack gap="md">
        <HoldingSummary
          account={account}
          detail={data}
          currencies={currencies}
          today={termsData.today}
          editable={!deleted}
        />
        {!deleted && <ValuationForm account={account} detail={data} today={termsData.today} onRecorded={() => {}} />}
        <ValuationHistory detail={data} />
        <HoldingAttachments account={account} detail={data} editable={!deleted} />
        {!deleted && <HoldingLink account={account} detail={data} instruments={termsData.instruments} />}
        {!deleted && <HoldingStatusActions account={account} detail={data} />}
      </Stack>
    </TicketPage>
  );
}
