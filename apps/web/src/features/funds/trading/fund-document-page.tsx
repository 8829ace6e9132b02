import { useState } from 'react';
import { accountDocumentKinds } from '@portal/contract';
import type { AccountDocument, AccountDocumentKind } from '@portal/contract';
import { useApiQuery } from '../../../shared/api/api-query';
import {
  AccountDocumentsView,
  accountDocumentInput,
  noAccountDocumentFilters,
  type AccountDocumentFilters,
} from '../../../shared/documents/account-documents-view';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';

export type DocumentFilters = AccountDocumentFilters<AccountDocumentKind>;
export const noDocumentFilters: DocumentFilters = noAccountDocumentFilters<AccountDocumentKind>();

export type FundDocumentViewProps = {
  readonly filters: DocumentFilters;
  readonly onFilters: (filters: DocumentFilters) => void;
  /** The documents, or undefined while loading. */
  readonly documents?: readonly AccountDocument[];
  readonly failed: boolean;
  readonly onRetry: () => void;
};

/** SPEC §2 funds/document: the account's daily and monthly statements and other documents, newest first. */
export function FundDocumentView(props: FundDocumentViewProps) {
  const { t } = useTranslation('fundTrading');
  return (
    <AccountDocumentsView
      {...props}
      kinds={accountDocumentKinds}
      texts={{
        heading: t('documents.heading'),
        kind: t('documents.kind'),
        allKinds: t('documents.kinds.all'),
        kindLabel: (kind) => t(`documents.kinds.${kind}`),
        from: t('documents.from'),
        to: t('documents.to'),
        clear: t('history.filters.clear'),
        empty: t('documents.empty'),
        download: t('documents.download'),
        columns: {
          date: t('documents.columns.date'),
          name: t('documents.columns.name'),
          kind: t('documents.columns.kind'),
          period: t('documents.columns.period'),
          download: t('documents.columns.download'),
        },
        none: t('common.none'),
      }}
    />
  );
}

/** The accountDocuments input of the filters. */
export const documentInput = (account: TradingAccount, filters: DocumentFilters) =>
  accountDocumentInput(account, filters);

export function FundDocumentPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <SignedInDocuments key={`${account.source}:${account.accountCode}`} account={account} />;
}

function SignedInDocuments({ account }: { account: TradingAccount }) {
  const [filters, setFilters] = useState<DocumentFilters>(noDocumentFilters);
  const documents = useApiQuery('fundDocument', 'accountDocuments', documentInput(account, filters));
  return (
    <FundDocumentView
      filters={filters}
      onFilters={setFilters}
      {...(documents.data ? { documents: documents.data.documents } : {})}
      failed={documents.isError}
      onRetry={() => void documents.refetch()}
    />
  );
}
