import { useState } from 'react';
import { Link } from 'react-router';
import { passwordReminder } from '@portal/contract/domain/password-reminder';
import type { PasswordReminder as Reminder } from '@portal/contract/domain/password-reminder';
import { useBrand } from '../../shared/brand/brand-context';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSessions } from '../../shared/session/session-context';
import { activeSession } from '../../shared/session/session-store';
import { browserStorage } from '../../shared/storage/memory-storage';
import classes from '../../shared/ui/notice-band.module.css';

/** A reminder that says something. */
export type ShownPasswordReminder = Exclude<Reminder, { readonly kind: 'none' }>;

/** Where the reminder's link leads (SPEC §2 Accounts). */
export const changePasswordPath = '/accounts/changePassword';

/** sessionStorage: a dismissal lasts for this browser tab only. */
export const passwordReminderDismissedKey = 'portal:passwordReminderDismissed';

/** The `t` of the session namespace, as useTranslation gives it. */
type SessionT = ReturnType<typeof useTranslation<'session'>>['t'];

/** What the reminder says, in whole days with the English singular for one (SPEC §4 Password reminders). */
export function passwordReminderText(reminder: ShownPasswordReminder, t: SessionT): string {
  switch (reminder.kind) {
    case 'forced':
      return t('passwordReminder.forced');
    case 'expiresIn':
      return reminder.days === 1
        ? t('passwordReminder.expiresInOneDay')
        : t('passwordReminder.expiresInDays', { days: reminder.days });
    case 'expiresToday':
      return t('passwordReminder.expiresToday');
    case 'expiredAgo':
      return reminder.days === 1
        ? t('passwordReminder.expiredOneDayAgo')
        : t('passwordReminder.expiredDaysAgo', { days: reminder.days });
  }
}

export type PasswordReminderBannerProps = {
  readonly reminder: ShownPasswordReminder;
  /** Links to the change-password page; only where the brand has the accounts area. */
  readonly withChangePasswordLink: boolean;
  /** Absent when the reminder cannot be put away (a forced change). */
  readonly onDismiss?: () => void;
};

/** The reminder band: red for a forced change, yellow for an expiry. Plain elements, as it is on the first load. */
export function PasswordReminderBanner({ reminder, withChangePasswordLink, onDismiss }: PasswordReminderBannerProps) {
  const { t } = useTranslation('session');
  const forced = reminder.kind === 'forced';
  return (
    <div
      className={classes.band}
      data-tone={forced ? 'danger' : 'warning'}
      data-testid="password-reminder"
      role={forced ? 'alert' : 'status'}
    >
      <p className={classes.text}>{passwordReminderText(reminder, t)}</p>
      {withChangePasswordLink && (
        <Link to={changePasswordPath} className={classes.link}>
          {t('passwordReminder.changePassword')}
        </Link>
      )}
      {onDismiss && (
        <button
          type="button"
          className={classes.dismiss}
          onClick={onDismiss}
          aria-label={t('passwordReminder.dismiss')}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

let tabStorage: Storage | undefined;

/** This tab's sessionStorage, or memory where the browser refuses it; looked up once. */
function dismissalStorage(): Storage {
  tabStorage ??= browserStorage(() => window.sessionStorage);
  return tabStorage;
}

export type PasswordReminderProps = {
  /** Where the dismissal is kept; this tab's sessionStorage unless given. */
  readonly storage?: Storage;
};

/**
 * The password reminder of the active session (SPEC §4), under the header. A dismissal holds for this tab and this
 * password: after another change, or for another account, the reminder shows again. A forced change cannot be
 * dismissed.
 */
export function PasswordReminder({ storage = dismissalStorage() }: PasswordReminderProps) {
  const session = activeSession(useSessions());
  const brand = useBrand();
  // Days are whole calendar days: the moment the layout mounted is precise enough for them.
  const [now] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState(() => storage.getItem(passwordReminderDismissedKey));
  if (!session) return null;
  const reminder = passwordReminder({ ...session, now }, brand.marketTimeZone);
  // A forced change shows its red warning on the change screen itself, the only screen the gates leave open.
  if (reminder.kind === 'none' || reminder.kind === 'forced') return null;
  const dismissal = `${session.accountCode}:${session.lastChangePasswordAt}`;
  if (dismissed === dismissal) return null;
  const dismiss = () => {
    storage.setItem(passwordReminderDismissedKey, dismissal);
    setDismissed(dismissal);
  };
  return (
    <PasswordReminderBanner
      reminder={reminder}
      withChangePasswordLink={brand.flags.accountEnabled}
      onDismiss={dismiss}
    />
  );
}
