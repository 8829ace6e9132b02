/*
 * Settings' "Activity on your account" (issue 28 part 6, ADR 059): the client's own audit trail, newest first, keyset
 * paged with "load more" (auditTrail.listAuditTrail): who (an advisor, the portal's staff) did what on the account,
 * when, in which session, the terms or the change, and a link to the order's history. A table on a wide screen, a card
 * per entry on a phone.
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AuditTrailEntry, AuditTrailPage } from '@portal/contract';
import { formatDate, formatTime12 } from '@portal/contract/domain/date-format';
import type { Language } from '@portal/contract/domain/language';
import { api } from '../../../shared/api/api-client';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { useBrand } from '../../../shared/brand/brand-context';
import { HistoryList, type HistoryColumn } from '../../../shared/history-list/history-list';
import { keysetListQuery, useHistoryList, type HistoryListState } from '../../../shared/history-list/history-query';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import type { Translate } from '../../../shared/i18n/translator';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { actorRoleOf, auditEntryText } from './audit-entry-text';

export const auditTrailPageSize = 20;

/** The trail of one account, a page after another. */
export function auditTrailQuery(account: TradingAccount) {
  const input = { accountCode: account.accountCode, source: account.source, pageSize: auditTrailPageSize };
  return keysetListQuery<AuditTrailPage>({
    queryKey: ['auditTrail', 'listAuditTrail', input],
    fetchPage: (start, signal) => api.auditTrail.listAuditTrail({ ...input, ...start }, { signal, actingFor: account }),
  });
}

export function AuditTrailSection({ account }: { readonly account: TradingAccount }) {
  const list = useHistoryList(auditTrailQuery(account), (page) => page.entries);
  return <AuditTrailView list={list} />;
}

/** Who acted: the name and code, and the role's word. */
function ActorCell({ entry, t }: { readonly entry: AuditTrailEntry; readonly t: Translate<'auditTrail'> }) {
  const { actor } = entry;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {actor.displayName === null ? actor.accountCode : `${actor.displayName} (${actor.accountCode})`}
      </Text>
      <Text size="xs" c="dimmed">
        {actorRoleOf(entry, t)}
      </Text>
    </Stack>
  );
}

function DetailCell(props: {
  readonly entry: AuditTrailEntry;
  readonly t: Translate<'auditTrail'>;
  readonly language: Language;
}) {
  const text = auditEntryText(props.entry, props.t, props.language);
  return (
    <Stack gap={2}>
      {text.subject !== undefined && (
        <Text size="sm" data-testid="audit-entry-subject">
          {text.subject}
        </Text>
      )}
      {text.details.map((line) => (
        <Text key={line} size="xs" c="dimmed">
          {line}
        </Text>
      ))}
      {text.link !== undefined && (
        <Anchor component={Link} to={text.link.to} size="xs">
          {text.link.label}
        </Anchor>
      )}
    </Stack>
  );
}

/** When, and in which session (its short form). */
function WhenCell(props: {
  readonly entry: AuditTrailEntry;
  readonly time: string;
  readonly t: Translate<'auditTrail'>;
}) {
  const { session } = props.entry;
  return (
    <Stack gap={0}>
      <Text size="sm">{props.time}</Text>
      {session !== null && (
        <Text size="xs" c="dimmed" ff="monospace" data-testid="audit-entry-session" data-session={session}>
          {props.t('session', { session })}
        </Text>
      )}
    </Stack>
  );
}

/** The section as it shows: heading, what the trail is, and the entries in their states. */
export function AuditTrailView({ list }: { readonly list: HistoryListState<AuditTrailEntry> }) {
  const { t } = useTranslation('auditTrail');
  const brand = useBrand();
  const language = useShownLanguage();
  const timeOf = (entry: AuditTrailEntry) =>
    `${formatDate(entry.time, brand.marketTimeZone)} ${formatTime12(entry.time, brand.marketTimeZone)}`;
  const columns: readonly HistoryColumn<AuditTrailEntry>[] = [
    { header: t('columns.time'), cell: (entry) => <WhenCell entry={entry} time={timeOf(entry)} t={t} /> },
    { header: t('columns.actor'), cell: (entry) => <ActorCell entry={entry} t={t} />, wraps: true },
    { header: t('columns.action'), cell: (entry) => t(`actions.${entry.action}`), look: () => ({ fw: 600 }) },
    {
      header: t('columns.detail'),
      cell: (entry) => <DetailCell entry={entry} t={t} language={language} />,
      wraps: true,
    },
  ];
  const card = (entry: AuditTrailEntry) => (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t(`actions.${entry.action}`)}
      </Text>
      <WhenCell entry={entry} time={timeOf(entry)} t={t} />
      <ActorCell entry={entry} t={t} />
      <DetailCell entry={entry} t={t} language={language} />
    </Stack>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="audit-trail-heading" data-testid="audit-trail">
      <Stack gap={4}>
        <Title order={2} size="h4" id="audit-trail-heading">
          {t('heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </Stack>
      <HistoryList
        list={list}
        texts={{
          loading: t('loading'),
          loadFailed: t('loadFailed'),
          retry: t('retry'),
          empty: t('empty'),
          more: t('more'),
          end: t('end'),
        }}
        columns={columns}
        rowKey={(entry) => entry.entryId}
        rowAttributes={(entry) => ({
          'data-testid': 'audit-entry',
          'data-action': entry.action,
          'data-subject': entry.subject ?? undefined,
        })}
        card={card}
        testIds={{
          empty: 'audit-trail-empty',
          table: 'audit-trail-table',
          more: 'audit-trail-more',
          end: 'audit-trail-end',
        }}
        label={t('heading')}
        minWidth={600}
      />
    </Stack>
  );
}
