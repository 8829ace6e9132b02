import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { IpoApplication, IpoOfferingSummary, IpoPhase } from '@portal/contract';
import { languages } from '@portal/contract/domain/language';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { ipoResultCatalogue } from '@portal/contract/domain/order/ipo-results';
import { ipoApplicationStatusLabels } from '@portal/contract/domain/stock/ipo';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession } from '../../../shared/session/session-store';
import { orderFailureOf, resultFailure } from '../../../shared/ticket/order-failure';
import { Fact, OrderFailureAlert, tabular } from '../../../shared/ticket/ticket-parts';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useStockApi } from '../market/stock-api';
import { hongKongMoment, ipoStatusColours } from './ipo-format';
import { IpoTicket, ipoFailureOf } from './ipo-ticket';
import { rowActionName } from '../../../shared/ui/row-action';

type Account = { readonly accountCode: string; readonly source: 'gateway' | 'fos' };

/** Each language's link text key (keys are words, ADR 027). */
const prospectusKeys = { en: 'en', 'zh-HK': 'zhHK', 'zh-CN': 'zhCN' } as const;
type Tab = IpoPhase | 'mine';

function Waiting() {
  const { t } = useTranslation('stockIpo');
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">{t('loading')}</Text>
    </Group>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('stockIpo');
  return <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />;
}

/** An offering's facts; with `onOpen` (in the lists) a button opens its detail, which shows the card without one. */
function OfferingCard({ offering, onOpen }: { offering: IpoOfferingSummary; onOpen?: () => void }) {
  const { t } = useTranslation('stockIpo');
  const language = useShownLanguage();
  const money = (value: string) => `${offering.currency} ${formatAmount(value, 2)}`;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`offering-${offering.offeringId}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>{offering.names[language]}</Text>
            <Text size="sm" c="dimmed">
              {t('offering.code', { code: offering.code })}
            </Text>
          </div>
          <Group gap="xs">
            {offering.applicationId && (
              <Badge color="info" variant="light">
                {t('offering.applied')}
              </Badge>
            )}
            {offering.resultAnnounced && (
              <Badge color="success" variant="light">
                {t('offering.resultOut')}
              </Badge>
            )}
            {offering.financeAvailable && (
              <Badge color="neutral" variant="outline">
                {t('offering.finance')}
              </Badge>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t('offering.offerPrice')}>
            {t('offering.priceRange', {
              currency: offering.currency,
              low: offering.offerPriceLow,
              high: offering.offerPriceHigh,
            })}
          </Fact>
          <Fact label={t('offering.boardLot')}>
            {t('offering.shares', { quantity: formatNumber(offering.boardLot) })}
          </Fact>
          <Fact label={t('offering.minimumAmount')}>{money(offering.minimumAmount)}</Fact>
          {offering.finalPrice !== null && (
            <Fact label={t('offering.finalPrice')}>{`${offering.currency} ${offering.finalPrice}`}</Fact>
          )}
          <Fact label={t('offering.openAt')}>{hongKongMoment(offering.openAt)}</Fact>
          <Fact label={t('offering.closeAt')}>{hongKongMoment(offering.closeAt)}</Fact>
          <Fact label={t('offering.resultAt')}>{hongKongMoment(offering.resultAt)}</Fact>
          <Fact label={t('offering.listingDate')}>{offering.listingDate}</Fact>
        </SimpleGrid>
        {onOpen && (
          <Group>
            <Button
              variant="light"
              onClick={onOpen}
              aria-label={rowActionName(t('offering.details'), `${offering.code} ${offering.names[language]}`)}
              data-testid="open-offering"
            >
              {t('offering.details')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function OfferingList({ account, phase, onOpen }: { account: Account; phase: IpoPhase; onOpen: (id: string) => void }) {
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

function OfferingDetailView({
  account,
  offeringId,
  onBack,
}: {
  account: Account;
  offeringId: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('stockIpo');
  const language = useShownLanguage();
  const client = useStockApi();
  const detail = useQuery(
    {
      queryKey: ['stockIpo', 'ipoDetail', account, offeringId],
      queryFn: ({ signal }) => client.stockIpo.ipoDetail({ ...account, offeringId }, { signal }),
    },
    queryClient,
  );
  const back = (
    <Group>
      <Button variant="subtle" onClick={onBack} data-testid="back-to-list">
        {t('offering.back')}
      </Button>
    </Group>
  );
  if (detail.isPending) return <Waiting />;
  if (detail.isError) {
    // An offering the server does not know (a stale or mistyped link, or an id it refuses as malformed input) says
    // so; anything else may pass on a retry.
    const failure = ipoFailureOf(detail.error);
    return (
      <Stack>
        {back}
        {failure.kind === 'result' || failure.kind === 'input' ? (
          <OrderFailureAlert
            failure={failure.kind === 'input' ? resultFailure(ipoResultCatalogue, 'ipoNotFound') : failure}
            testId="offering-failure"
          />
        ) : (
          <Failed onRetry={() => void detail.refetch()} />
        )}
      </Stack>
    );
  }
  const offering = detail.data;
  return (
    <Stack gap="md" data-testid="offering-detail">
      {back}
      <OfferingCard offering={offering} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} size="h4">
              {t('offering.allotmentTable')}
            </Title>
            <Group gap="xs" data-testid="prospectus-links">
              <Text size="sm">{t('offering.prospectus')}:</Text>
              {languages.map((shown) => (
                <Anchor
                  key={shown}
                  size="sm"
                  href={`${offering.prospectusUrl}?language=${encodeURIComponent(shown)}`}
                  lang={shown}
                  download
                >
                  {t(`offering.prospectusIn.${prospectusKeys[shown]}`)}
                </Anchor>
              ))}
            </Group>
          </Group>
          {/* Focusable, so the keyboard can scroll the table (axe: scrollable-region-focusable). */}
          <ScrollArea.Autosize
            mah={280}
            type="auto"
            viewportProps={{ tabIndex: 0, 'aria-label': t('offering.allotmentTable') }}
          >
            <Table striped stickyHeader data-testid="allotment-table" aria-label={t('offering.allotmentTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th ta="right">{t('offering.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('offering.amount', { currency: offering.currency })}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {offering.allotmentTable.map((line) => (
                  <Table.Tr key={line.quantity}>
                    <Table.Td ta="right" style={tabular}>
                      {formatNumber(line.quantity)}
                    </Table.Td>
                    <Table.Td ta="right" style={tabular}>
                      {formatAmount(line.amount, 2)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Text size="xs" c="dimmed">
            {t('offering.amountNote')}
          </Text>
        </Stack>
      </Paper>
      {offering.applicationId !== null ? (
        <Text data-testid="already-applied">{t('offering.alreadyApplied')}</Text>
      ) : offering.phase === 'open' ? (
        <IpoTicket account={account} detail={offering} key={`${offering.offeringId}-${language}`} />
      ) : offering.phase === 'upcoming' ? (
        <Text c="dimmed">{t('offering.notOpen', { date: hongKongMoment(offering.openAt) })}</Text>
      ) : (
        <Text c="dimmed">{t('offering.closedNote')}</Text>
      )}
    </Stack>
  );
}

function ApplicationRow({ account, application }: { account: Account; application: IpoApplication }) {
  const { t } = useTranslation('stockIpo');
  const language = useShownLanguage();
  const client = useStockApi();
  const cache = useQueryClient(queryClient);
  const [asking, setAsking] = useState(false);
  const cancel = useMutation(
    {
      mutationFn: () => client.stockIpo.cancelIpoApplication({ ...account, applicationId: application.applicationId }),
      onSuccess: () => {
        setAsking(false);
        void cache.invalidateQueries({ queryKey: ['stockIpo'] });
      },
    },
    queryClient,
  );
  const money = (value: string | null) => (value === null ? '—' : `${application.currency} ${formatAmount(value, 2)}`);
  const failure = cancel.isError ? orderFailureOf(cancel.error, { catalogue: ipoResultCatalogue }) : undefined;
  return (
    <Table.Tr data-testid={`application-${application.applicationId}`}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {application.names[language]}
        </Text>
        <Text size="xs" c="dimmed">
          {application.code} · {application.applicationId}
        </Text>
      </Table.Td>
      <Table.Td>{t(`ticket.types.${application.applicationType}`)}</Table.Td>
      <Table.Td ta="right" style={tabular}>
        {formatNumber(application.quantity)}
      </Table.Td>
      <Table.Td ta="right" style={tabular}>
        {money(application.amount)}
      </Table.Td>
      <Table.Td ta="right" style={tabular}>
        {money(application.holdAmount)}
      </Table.Td>
      <Table.Td>
        <Badge color={ipoStatusColours[application.status]} variant="light" data-testid="application-status">
          {ipoApplicationStatusLabels[application.status][language]}
        </Badge>
      </Table.Td>
      <Table.Td ta="right" style={tabular} data-testid="application-allotted">
        {application.allottedQuantity === null
          ? t('mine.pendingResult', { date: hongKongMoment(application.resultAt) })
          : formatNumber(application.allottedQuantity)}
      </Table.Td>
      <Table.Td ta="right" style={tabular} data-testid="application-refund">
        {money(application.refundAmount)}
      </Table.Td>
      <Table.Td>
        {application.cancellable &&
          (asking ? (
            <Stack gap={4}>
              <Text size="xs">{t('mine.cancelConfirm', { applicationId: application.applicationId })}</Text>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  color="danger"
                  loading={cancel.isPending}
                  onClick={() => cancel.mutate()}
                  data-testid="confirm-cancel"
                >
                  {t('mine.cancelYes')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setAsking(false)}>
                  {t('mine.cancelNo')}
                </Button>
              </Group>
              <OrderFailureAlert failure={failure} />
            </Stack>
          ) : (
            <Button
              size="xs"
              variant="outline"
              onClick={() => setAsking(true)}
              aria-label={rowActionName(t('mine.cancel'), application.applicationId)}
              data-testid="cancel-application"
            >
              {t('mine.cancel')}
            </Button>
          ))}
      </Table.Td>
    </Table.Tr>
  );
}

function MyApplications({ account }: { account: Account }) {
  const { t } = useTranslation('stockIpo');
  const client = useStockApi();
  const list = useQuery(
    {
      queryKey: ['stockIpo', 'myIpoApplications', account],
      queryFn: ({ signal }) => client.stockIpo.myIpoApplications(account, { signal }),
    },
    queryClient,
  );
  if (list.isPending) return <Waiting />;
  if (list.isError) return <Failed onRetry={() => void list.refetch()} />;
  if (list.data.applications.length === 0) {
    return (
      <Text c="dimmed" data-testid="empty">
        {t('empty.mine')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped data-testid="my-applications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('mine.offering')}</Table.Th>
            <Table.Th>{t('mine.type')}</Table.Th>
            <Table.Th ta="right">{t('mine.quantity')}</Table.Th>
            <Table.Th ta="right">{t('mine.amount')}</Table.Th>
            <Table.Th ta="right">{t('mine.held')}</Table.Th>
            <Table.Th>{t('mine.status')}</Table.Th>
            <Table.Th ta="right">{t('mine.allotted')}</Table.Th>
            <Table.Th ta="right">{t('mine.refund')}</Table.Th>
            <Table.Th aria-label={t('mine.cancel')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.applications.map((application) => (
            <ApplicationRow key={application.applicationId} account={account} application={application} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const tabs: readonly Tab[] = ['open', 'upcoming', 'closed', 'mine'];

function tabOf(value: string | null): Tab {
  return tabs.find((tab) => tab === value) ?? 'open';
}

/**
 * SPEC §2 stocks/ipo: the open, upcoming and closed IPOs, an offering's detail and ticket, my applications. The tab
 * and the offering opened are in the address (?tab=, ?offering=), so a reload, a shared link or the browser's Back
 * returns to what was on screen.
 */
export function IpoPage() {
  const { t } = useTranslation('stockIpo');
  const session = activeSession(useSessions());
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const offeringId = tab === 'mine' ? undefined : (params.get('offering') ?? undefined);
  const show = (next: { readonly tab: Tab; readonly offering?: string }) => {
    const shown = new URLSearchParams();
    if (next.tab !== 'open') shown.set('tab', next.tab);
    if (next.offering !== undefined) shown.set('offering', next.offering);
    setParams(shown);
  };
  if (!session) return null;
  const account: Account = { accountCode: session.accountCode, source: session.source };
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('heading')}
        </Title>
        <Tabs value={tab} onChange={(value) => show({ tab: tabOf(value) })}>
          <Tabs.List>
            {tabs.map((name) => (
              <Tabs.Tab key={name} value={name} data-testid={`tab-${name}`}>
                {t(`tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {tab === 'mine' ? (
          <MyApplications account={account} />
        ) : offeringId !== undefined ? (
          <OfferingDetailView account={account} offeringId={offeringId} onBack={() => show({ tab })} />
        ) : (
          <OfferingList account={account} phase={tab} onOpen={(offering) => show({ tab, offering })} />
        )}
      </Stack>
    </Container>
  );
}
