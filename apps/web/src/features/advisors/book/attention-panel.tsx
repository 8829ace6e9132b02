/* The clients needing attention (issue 28 part 1): each with its reasons as badges and a link to the client's details,
 * the rules stated above the list, a reason to narrow it to, 20 clients a page by account code. */
import { Anchor, Badge, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  attentionReasonKinds,
  type AttentionClient,
  type AttentionReason,
  type AttentionReasonKind,
  type BookAttention,
} from '@portal/contract';
import { formatDate } from '@portal/contract/domain/date-format';
import { formatNumber } from '@portal/contract/domain/number-format';
import { useState } from 'react';
import { api } from '../../../shared/api/api-client';
import { useFundName } from '../../../shared/funds/fund-names';
import { HistoryList, type HistoryColumn } from '../../../shared/history-list/history-list';
import { useHistoryList } from '../../../shared/history-list/history-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ColourToken } from '../../../shared/ui/colour-tokens';
import { money } from '../../../shared/ui/money';
import { BookSection } from './book-section';
import { attentionListQuery, clientDetailsPath, type BookFilter } from './book-queries';

const reasonColours = {
  questionnaireExpired: 'danger',
  questionnaireExpiring: 'warning',
  passwordForced: 'warning',
  ordersPending: 'info',
  largeIdleCash: 'neutral',
  concentration: 'warning',
  noRecentLogin: 'neutral',
  planInvestmentSkipped: 'danger',
} as const satisfies Record<AttentionReasonKind, ColourToken>;

/** A reason as its badge says it. */
function useReasonText(currency: string) {
  const { t } = useTranslation('advisorBook');
  const nameOf = useFundName();
  return (reason: AttentionReason): string => {
    switch (reason.kind) {
      case 'questionnaireExpired':
        return t('attention.reason.questionnaireExpired', { date: formatDate(reason.expiresAt) });
      case 'questionnaireExpiring':
        return t('attention.reason.questionnaireExpiring', {
          days: String(reason.daysLeft),
          date: formatDate(reason.expiresAt),
        });
      case 'passwordForced':
        return t('attention.reason.passwordForced');
      case 'ordersPending':
        return t('attention.reason.ordersPending', { count: String(reason.fund + reason.stock + reason.crypto) });
      case 'largeIdleCash':
        return t('attention.reason.largeIdleCash', {
          cash: money(reason.cash, currency),
          share: formatNumber(reason.sharePercent, { decimals: 2 }),
        });
      case 'concentration':
        return t('attention.reason.concentration', {
          name: nameOf(reason.names),
          share: formatNumber(reason.sharePercent, { decimals: 2 }),
        });
      case 'noRecentLogin':
        return reason.lastLoginAt === null
          ? t('attention.reason.neverSignedIn')
          : t('attention.reason.noRecentLogin', { date: formatDate(reason.lastLoginAt) });
      case 'planInvestmentSkipped':
        return t('attention.reason.planInvestmentSkipped', { month: reason.month });
    }
  };
}

/** A client's code and name, linked to the client's details. */
export function ClientLink({ client }: { readonly client: { accountCode: string; displayName: string } }) {
  return (
    <Anchor component={Link} to={clientDetailsPath(client.accountCode)} data-testid="client-link">
      <Text span fw={600}>
        {client.accountCode}
      </Text>{' '}
      {client.displayName}
    </Anchor>
  );
}

function ReasonBadges({
  reasons,
  textOf,
}: {
  readonly reasons: readonly AttentionReason[];
  readonly textOf: (reason: AttentionReason) => string;
}) {
  return (
    <Group gap={6} wrap="wrap">
      {reasons.map((reason) => (
        <Badge
          key={reason.kind}
          color={reasonColours[reason.kind]}
          variant="light"
          radius="sm"
          tt="none"
          // A reason is read whole: a long one wraps rather than being cut short.
          styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } }}
          data-testid="attention-reason"
          data-reason={reason.kind}
        >
          {textOf(reason)}
        </Badge>
      ))}
    </Group>
  );
}

export function AttentionPanel({
  filter,
  severalBooks,
}: {
  readonly filter: BookFilter;
  readonly severalBooks: boolean;
}) {
  const { t } = useTranslation('advisorBook');
  const [reason, setReason] = useState<AttentionReasonKind | ''>('');
  const query = attentionListQuery(api, filter, reason);
  const list = useHistoryList(query, (page: BookAttention) => page.clients);
  // The first page also states the rules, the counts of each reason and how many clients there are in all.
  const first = useHistoryList(query, (page: BookAttention) => [page]).rows?.[0];
  const currency = first?.reportingCurrency ?? '';
  const textOf = useReasonText(currency);
  const columns: HistoryColumn<AttentionClient>[] = [
    { header: t('attention.client'), cell: (client) => <ClientLink client={client} />, wraps: true },
    {
      header: t('attention.reasons'),
      cell: (client) => <ReasonBadges reasons={client.reasons} textOf={textOf} />,
      wraps: true,
    },
    ...(severalBooks
      ? [{ header: t('attention.advisor'), cell: (client: AttentionClient) => client.advisorName, wraps: true }]
      : []),
  ];
  const thresholds = first?.thresholds;
  return (
    <BookSection
      heading={t('attention.heading')}
      testId="attention"
      actions={
        <Stack gap="xs">
          {thresholds && (
            <Text size="xs" c="dimmed" data-testid="attention-rules">
              {t('attention.rules', {
                expiringDays: String(thresholds.questionnaireExpiringWithinDays),
                idlePercent: thresholds.idleCashAbovePercent,
                idleAmount: money(thresholds.idleCashAboveAmount, currency),
                concentrationPercent: thresholds.concentrationAbovePercent,
                loginDays: String(thresholds.noLoginForDays),
                skippedDays: String(thresholds.skippedInvestmentWithinDays),
              })}
            </Text>
          )}
          <NativeSelect
            label={t('attention.filter')}
            value={reason}
            onChange={(event) => {
              const next = attentionReasonKinds.find((kind) => kind === event.currentTarget.value);
              setReason(next ?? '');
            }}
            data={[
              { value: '', label: t('attention.allReasons') },
              ...attentionReasonKinds.map((kind) => ({
                value: kind,
                label: `${t(`attention.kinds.${kind}`)} (${first?.counts[kind] ?? 0})`,
              })),
            ]}
            maw={320}
            data-testid="attention-filter"
          />
          {first && list.rows && (
            <Text size="xs" c="dimmed" data-testid="attention-count">
              {t('attention.count', { shown: String(list.rows.length), total: String(first.total) })}
            </Text>
          )}
        </Stack>
      }
    >
      <HistoryList
        list={list}
        columns={columns}
        rowKey={(client) => `${client.source}:${client.accountCode}`}
        rowAttributes={(client) => ({ 'data-testid': 'attention-client', 'data-account-code': client.accountCode })}
        texts={{
          loading: t('loading'),
          loadFailed: t('loadFailed'),
          retry: t('retry'),
          empty: t('attention.empty'),
          more: t('attention.more'),
        }}
        card={(client) => (
          <Stack gap={6}>
            <ClientLink client={client} />
            {severalBooks && (
              <Text size="xs" c="dimmed">
                {`${t('attention.advisor')}: ${client.advisorName}`}
              </Text>
            )}
            <ReasonBadges reasons={client.reasons} textOf={textOf} />
          </Stack>
        )}
        testIds={{ empty: 'attention-empty', table: 'attention-table', more: 'attention-more' }}
        label={t('attention.heading')}
        minWidth={640}
      />
    </BookSection>
  );
}
