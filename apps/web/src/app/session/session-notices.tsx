import { useTranslation } from '../../shared/i18n/use-translation';
import classes from '../../shared/ui/notice-band.module.css';

/** What the supervision may have to tell: each shows once until dismissed. */
export const sessionNotices = [
  'sessionExpired',
  'signedInElsewhere',
  'signedInOnAnotherDevice',
  'inactivityLogoutFailed',
] as const;
export type SessionNotice = (typeof sessionNotices)[number];

export type SessionNoticesProps = {
  readonly notices: readonly SessionNotice[];
  readonly onDismiss: (notice: SessionNotice) => void;
};

/** The notices under the header, each with a button that puts it away. */
export function SessionNotices({ notices, onDismiss }: SessionNoticesProps) {
  const { t } = useTranslation('session');
  return notices.map((notice) => (
    <div
      key={notice}
      className={classes.band}
      data-tone={notice === 'signedInElsewhere' || notice === 'signedInOnAnotherDevice' ? 'info' : 'danger'}
      data-testid={`session-notice-${notice}`}
      role="alert"
    >
      <p className={classes.text}>
        {notice === 'inactivityLogoutFailed' ? t('inactivity.logoutFailed') : t(`notices.${notice}`)}
      </p>
      <button
        type="button"
        className={classes.dismiss}
        onClick={() => onDismiss(notice)}
        aria-label={t('notices.dismiss')}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  ));
}
