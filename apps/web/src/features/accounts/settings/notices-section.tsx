/*
 * "Notices sent to you" (issue 17 part 7): every notice the portal sent to the client's registered e-mail or phone,
 * newest first, with its kind, channel, masked destination, time and text (accountNotice.searchAccountNotices), keyset
 * paged with "Load more".
 */
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useSettingsApi } from './settings-api';

type NoticePage = Awaited<ReturnType<Api['accountNotice']['searchAccountNotices']>>;
export type SentNotice = NoticePage['notices'][number];

export const noticePageSize = 20;
const phoneQuery = '(max-width: 47.99em)';

export function noticeListQuery(client: Api, account: TradingAccount) {
  return infiniteQueryOptions({
    queryKey: ['accountNotice', 'searchAccountNotices', account] as const,
    queryFn: ({ pageParam, signal }) =>
      client.accountNotice.searchAccountNotices(
        pageParam === '' ? { pageSize: noticePageSize } : { pageSize: noticePageSize, cursor: pageParam },
        { signal, actingFor: account },
      ),
    initialPageParam: '',
    getNextPageParam: (page: NoticePage) => page.nextCursor,
  });
}

export function NoticesSection({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('accountSettings');
  const client = useSettingsApi();
  const list = useInfiniteQuery(noticeListQuery(client, account), queryClient);
  return (
    <Stack gap="sm" component="section" aria-labelledby="notices-heading" data-testid="notices">
      <Stack gap={4}>
        <Title order={2} size="h3" id="notices-heading">
          {t('notices.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('notices.intro')}
        </Text>
      </Stack>
      {list.data ? (
        <NoticesView
          notices={list.data.pages.flatMap((page) => page.notices)}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          failedMore={list.isFetchNextPageError}
          onMore={() => void list.fetchNextPage()}
        />
      ) : list.isError ? (
        <RetryAlert
          message={t('common.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Text size="sm" c="dimmed" role="status">
          {t('common.loading')}
        </Text>
      )}
    </Stack>
  );
}

export function NoticesView(props: {
  readonly notices: readonly SentNotice[];
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly failedMore: boolean;
  readonly onMore: () => void;
}) {
  const { t } = useTranslation('accountSettings');
  const brand = useBrand();
  const narrow = useMediaQuery(phoneQuery, undefined, { getInitialValueInEffect: false });
  if (props.notices.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="notices-empty">
        {t('notices.empty')}
      </Text>
    );
  }
  const sentAt = (notice: SentNotice) =>
    `${formatDate(notice.sentTime, brand.marketTimeZone)} ${formatTime24(notice.sentTime, brand.marketTimeZone)}`;
  const kindOf = (notice: SentNotice) => t(`notices.kinds.${notice.kind}`);
  const channelOf = (notice: SentNotice) => (
    <Text span size="sm" fw={600} data-testid="notice-channel">
      {t(`notices.channels.${notice.channel}`)}
    </Text>
  );
  const more = (
    <>
      {props.failedMore && (
        <RetryAlert message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={props.onMore} />
      )}
      {props.hasMore && (
        <div>
          <Button variant="default" onClick={props.onMore} loading={props.loadingMore} data-testid="notices-more">
            {t('notices.more')}
          </Button>
        </div>
      )}
    </>
  );
  if (narrow) {
    return (
      <Stack gap="sm">
        {props.notices.map((notice) => (
          <Paper key={notice.noticeId} withBorder radius="md" p="sm" data-testid="notice-row" data-kind={notice.kind}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {kindOf(notice)}
                </Text>
                <Text size="xs" c="dimmed">
                  {sentAt(notice)} · {notice.destination}
                </Text>
              </Stack>
              {channelOf(notice)}
            </Group>
            <Text size="sm" mt={6} data-testid="notice-body">
              {notice.body}
            </Text>
          </Paper>
        ))}
        {more}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notices.time')}</Table.Th>
              <Table.Th>{t('notices.kind')}</Table.Th>
              <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('notices.channel')}</Table.Th>
              <Table.Th>{t('notices.destination')}</Table.Th>
              <Table.Th>{t('notices.text')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.notices.map((notice) => (
              <Table.Tr key={notice.noticeId} data-testid="notice-row" data-kind={notice.kind}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{sentAt(notice)}</Table.Td>
                <Table.Td>{kindOf(notice)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{channelOf(notice)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{notice.destination}</Table.Td>
                <Table.Td data-testid="notice-body">{notice.body}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more}
    </Stack>
  );
}
