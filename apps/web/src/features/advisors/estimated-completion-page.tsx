import { Text } from '@mantine/core';
import { useTranslation } from '../../shared/i18n/use-translation';
import { calendarDateOf, estimatedCompletionDate, formatCalendarDate } from '@portal/contract';
import { useBrand } from '../../shared/brand/brand-context';
import { MessagePage } from '../../shared/ui/message-page';

/**
 * Every /advisors path while the brand's advisor feature is off (SPEC §2): the Estimated Completion Date, from
 * today's date in the market's time zone, written year-month-day.
 */
export function EstimatedCompletionPage() {
  const { t } = useTranslation('advisors');
  const brand = useBrand();
  const date = formatCalendarDate(estimatedCompletionDate(calendarDateOf(new Date(), brand.marketTimeZone)));
  return (
    <MessagePage heading={t('placeholder.heading')} testId="estimated-completion">
      <Text>{t('placeholder.body')}</Text>
      <Text fz="xl" fw={700} data-testid="estimated-completion-date">
        <time dateTime={date}>{date}</time>
      </Text>
    </MessagePage>
  );
}
