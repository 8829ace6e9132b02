import { useState } from 'react';
import { stockDocumentKinds } from '@portal/contract';
import type { AccountDocument, StockDocumentKind } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../shared/api/query-client';
import {
  AccountDocumentsView,
  accountDocumentInput,
  noAccountDocumentFilters,
  type AccountDocumentFilters,
} from '../../../shared/documents/account-documents-view';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { useStockApi } from '../market/stock-api';

export type StockDocumentFilters = AccountDocumentFilters<StockDocumentKind>;
export const noStockDocumentFilters: StockDocumentFilters = noAccountDocumentFilters<StockDocumentKind>();

export type StockDocumentViewProps = {
  readonly filters: StockDocumentFilters;
  readonly onFilters: (filters: StockDocumentFilters) => void;
  /** The documents, or undefined while loading. */
  readonly documents?: readonly AccountDocument[];
  readonly failed: boolean;
  readonly onRetry: () => void;
};

/** SPEC §2 stocks/document: the account's daily contract notes and monthly statements, newest first. */
export function StockDocumentView(props: StockDocumentViewProps) {
  const { t } = useTranslation('stockTrading');
  return (
    <AccountDocumentsView
      {...props}
      kinds={stockDocumentKinds}
      texts={{
        heading: t('documents.heading'),
        kind: t('documents.kind'),
        allKinds: t('documents.kinds.all'),
        kindLabel: (kind) => t(`documents.kinds.${kind}`),
        from: t('documents.from'),
        to: t('documents.to'),
        clear: t('documents.clear'),
        empty: t('documents.empty'),
        download: t('documents.download'),
        columns: {
          date: t('documents.columns.date'),
          name: t('documents.columns.name'),
          kind: t('documents.columns.kind'),
          period: t('documents.columns.period'),
          download: t('documents.columns.download'),
        },
        none: t('common.noValue'),
      }}
    />
  );
}

export function StockDocumentPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <SignedInStockDocuments key={`${account.source}:${account.accountCode}`} account={account} />;
}

function SignedInStockDocuments({ account }: { account: TradingAccount }) {
  const [filters, setFilters] = useState<StockDocumentFilters>(noStockDocumentFilters);
  const client = useStockApi();
  const input = accountDocumentInput(account, filters);
  const documents = useQuery(
    {
      queryKey: ['stockDocument', 'stockDocuments', input] as const,
      queryFn: ({ signal }) => client.stockDocument.stockDocuments(input, { signal }),
    },
    queryClient,
  );
  return (
    <StockDocumentView
      filters={filters}
      onFilters={setFilters}
      {...(documents.data ? { documents: documents.data.documents } : {})}
      failed={documents.isError}
      onRetry={() => void documents.refetch()}
    />
  );
}
