import { useContext } from 'react';
import type { Notification } from '@portal/contract';
import { formatDate, formatTime12 } from '@portal/contract/domain/date-format';
import { defaultLanguage, isLanguage } from '@portal/contract/domain/language';
import { describeNotification } from '@portal/contract/domain/notification-text';
import { useBrand } from '../../shared/brand/brand-context';
import { I18nContext, useTranslation } from '../../shared/i18n/use-translation';
import classes from './notifications.module.css';

/**
 * A notification's title, readable sentence and time (market time, SPEC §9), in the language shown. Title and
 * sentence are the contract's (domain/notification-text: amounts at the currency's precision, a three-part code as
 * SPEC §3 displays it), the very words of the push message the server sends in the account's language.
 */
export function useNotificationText(notification: Notification) {
  // Re-renders on a change of language, as every text of the page does.
  useTranslation('notifications');
  const shown = useContext(I18nContext)?.language;
  const language = isLanguage(shown) ? shown : defaultLanguage;
  const zone = useBrand().marketTimeZone;
  const { title, sentence } = describeNotification(notification, language);
  return {
    title,
    sentence,
    time: `${formatDate(notification.startTime, zone)} ${formatTime12(notification.startTime, zone)}`,
  };
}

/** The unread mark: a dot, read out as 'Unread'. */
export function UnreadDot() {
  const { t } = useTranslation('notifications');
  return <span className={classes.unreadDot} role="img" aria-label={t('list.unread')} data-testid="unread-dot" />;
}

/** Title (with the unread mark), sentence and time of one notification. */
export function NotificationSummary({ notification }: { notification: Notification }) {
  const { title, sentence, time } = useNotificationText(notification);
  return (
    <div className={classes.summary}>
      <div className={classes.summaryTitle}>
        {notification.status === 'unread' && <UnreadDot />}
        <span className={classes.title}>{title}</span>
      </div>
      <p className={classes.sentence}>{sentence}</p>
      <time className={classes.time} dateTime={notification.startTime}>
        {time}
      </time>
    </div>
  );
}
