/* The IPO offerings of one phase (open, upcoming or closed), a card each. */
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { IpoPhase } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { useStockApi } from '../market/stock-api';
import { Failed, Waiting } from './ipo-states';
import { OfferingCard } from './offering-card';

export function OfferingList({
  account,
  phase,
  onOpen,
}: {
  account: TradingAccount;
  phase: IpoPhase;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('stockIpo');
  const client = useStockApi();
  const list = useQuery(
    {
      queryKey: ['stockIpo', 'listIpos', account, phase],
      queryFn: ({ signal }) => client.stockIpo.listIpos({ ...account, phase }, { signal }),
    },
    queryClient,
  );
  if (list.isPending) return <Waiting />;
  if (list.isError) return <Failed onRetry={() => void list.refetch()} />;
  if (list.data.offerings.length === 0) {
    return (
      <Text c="dimmed" data-testid="empty">
        {t(`empty.${phase}`)}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {list.data.offerings.map((offering) => (
        <OfferingCard key={offering.offeringId} offering={offering} onOpen={() => onOpen(offering.offeringId)} />
      ))}
    </Stack>
  );
}
