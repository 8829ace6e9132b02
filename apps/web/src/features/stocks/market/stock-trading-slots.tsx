import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Section } from './market-parts';

/**
 * PLACEHOLDER for the stock trading helper (issue 15, wave 2): the dashboard's "today's orders" and "buying power"
 * sections. The stock order contract (services/stock-order.ts) does not exist yet, so they show their headings and
 * say that they come with stock trading; no figure is made up. Replace the body of each section when the orders
 * contract lands.
 */
export function StockTradingSlots() {
  const { t } = useTranslation('stocks');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Section title={t('dashboard.todaysOrders')} testId="todays-orders">
        <Text size="sm" c="dimmed">
          {t('dashboard.tradingNotYet')}
        </Text>
      </Section>
      <Section title={t('dashboard.buyingPower')} testId="buying-power">
        <Text size="sm" c="dimmed">
          {t('dashboard.tradingNotYet')}
        </Text>
      </Section>
    </SimpleGrid>
  );
}
