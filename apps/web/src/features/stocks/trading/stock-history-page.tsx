/* SPEC §2 stocks/history: orders and trades with filters and paging, amend and cancel where allowed, CSV export
 * (issue 15 part 5). The page composes its parts on the history-list kit: the filters in its filter bar with the
 * export, the orders list with its dialogs, the trades list. */
import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { useBrand } from '../../../shared/brand/brand-context';
import { HistoryFilterBar } from '../../../shared/history-list/history-filter-bar';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { useStockApi } from '../market/stock-api';
import { HistoryFilters } from './stock-history-filters';
import { historyFilterInput, noStockHistoryFilters } from './stock-history-queries';
import type { StockHistoryFilters } from './stock-history-queries';
import { OrdersList } from './stock-orders-list';
import { TradesList } from './stock-trades-list';

export function StockHistoryPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <StockHistory key={`${account.source}:${account.accountCode}`} account={account} />;
}

function StockHistory({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('stockTrading');
  const brand = useBrand();
  const client = useStockApi();
  const language = useShownLanguage();
  const [filters, setFilters] = useState<StockHistoryFilters>(noStockHistoryFilters);
  const [tab, setTab] = useState<'orders' | 'trades'>('orders');
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1280} mx="auto">
      <Title order={1} size="h2">
        {t('history.heading')}
      </Title>
      <HistoryFilterBar
        csvExport={{
          fetchFile: () =>
            client.stockOrder.exportStockOrders({
              ...historyFilterInput(account, filters),
              statuses: filters.status ? [filters.status] : [],
              language,
            }),
          label: t('history.export'),
          failedText: t('history.exportFailed'),
          doneText: (rows) => t('history.exported', { rows: String(rows) }),
        }}
      >
        <HistoryFilters filters={filters} onFilters={setFilters} showStatus={tab === 'orders'} />
      </HistoryFilterBar>
      <Tabs value={tab} onChange={(value) => setTab(value === 'trades' ? 'trades' : 'orders')}>
        <Tabs.List>
          <Tabs.Tab value="orders" data-testid="tab-orders">
            {t('history.orders')}
          </Tabs.Tab>
          <Tabs.Tab value="trades" data-testid="tab-trades">
            {t('history.trades')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="md">
          {tab === 'orders' && (
            <OrdersList
              account={account}
              filters={filters}
              canTrade={offers(brand.flags, brandFeatures.stockTrading)}
              overrideOutOfSpread={brand.flags.overrideOutOfSpread}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="trades" pt="md">
          {tab === 'trades' && <TradesList account={account} filters={filters} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
