/* What falls due for the book's clients in the next days (issue 28 part 1): IPO closings, corporate-action election
 * deadlines and monthly plan investment days, soonest first. */
import { Badge, Text } from '@mantine/core';
import { upcomingEventsWithinDays, type BookUpcomingEvent } from '@portal/contract';
import { formatTime24 } from '@portal/contract/domain/date-format';
import { useApiQuery } from '../../../shared/api/api-query';
import { useFundName } from '../../../shared/funds/fund-names';
import { ShownRows, type HistoryColumn } from '../../../shared/history-list/history-list';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money } from '../../../shared/ui/money';
import { ClientLink } from './attention-panel';
import { BookQueryState, BookSection } from './book-section';
import type { BookFilter } from './book-queries';

const kindColours = { ipoClosing: 'info', electionDeadline: 'warning', planInvestment: 'neutral' } as const;

export function UpcomingEventsPanel({ filter }: { readonly filter: BookFilter }) {
  const { t } = useTranslation('advisorBook');
  const nameOf = useFundName();
  const events = useApiQuery('advisorBook', 'bookUpcomingEvents', { ...filter });
  const days = String(upcomingEventsWithinDays);
  const concerns = (event: BookUpcomingEvent) => {
    if (event.kind === 'planInvestment' && event.client !== null) {
      return (
        <>
          <ClientLink client={event.client} />{' '}
          {event.amount !== null && event.currency !== null ? money(event.amount, event.currency) : ''}
        </>
      );
    }
    return event.kind === 'ipoClosing'
      ? t('events.applicants', { count: String(event.clients) })
      : t('events.toElect', { count: String(event.clients) });
  };
  const columns: HistoryColumn<BookUpcomingEvent>[] = [
    {
      header: t('events.date'),
      cell: (event) => (event.at === null ? event.date : `${event.date} ${formatTime24(event.at)}`),
    },
    {
      header: t('events.event'),
      cell: (event) => (
        <Badge variant="light" color={kindColours[event.kind]} radius="sm" tt="none">
          {t(`events.kinds.${event.kind}`)}
        </Badge>
      ),
    },
    { header: t('events.subject'), cell: (event) => nameOf(event.names), wraps: true },
    { header: t('events.concerns'), cell: concerns, wraps: true },
  ];
  return (
    <BookSection heading={t('events.heading', { days })} testId="upcoming-events">
      {events.data === undefined ? (
        <BookQueryState failed={events.isError} onRetry={() => void events.refetch()} />
      ) : events.data.events.length === 0 ? (
        <Text c="dimmed" data-testid="upcoming-events-empty">
          {t('events.empty', { days })}
        </Text>
      ) : (
        <>
          <ShownRows
            rows={events.data.events}
            columns={columns}
            rowKey={(event) => `${event.kind}:${event.subjectId}`}
            rowAttributes={(event) => ({ 'data-testid': 'upcoming-event', 'data-kind': event.kind })}
            testIds={{ table: 'upcoming-events-table' }}
            label={t('events.heading', { days })}
            minWidth={640}
          />
          {events.data.total > events.data.events.length && (
            <Text size="sm" c="dimmed">
              {t('events.more', { count: String(events.data.total - events.data.events.length) })}
            </Text>
          )}
        </>
      )}
    </BookSection>
  );
}
