/* What an order's row in the stock history and its phone card both show. */
import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** An order an advisor placed from an advisee session says so (SPEC §3 advisorStockTrading). */
export function PlacedByAdvisor({ advisorCode }: { readonly advisorCode: string | null }) {
  const { t } = useTranslation('stockTrading');
  if (advisorCode === null) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="order-advisor">
      {t('history.placedByAdvisor', { advisor: advisorCode })}
    </Text>
  );
}
