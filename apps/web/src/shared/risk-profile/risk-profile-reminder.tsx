import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { RiskQuestionnaireExpiry } from '@portal/contract';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { apiQueryOptions } from '../api/api-query';
import { queryClient } from '../api/query-client';
import { useBrand } from '../brand/brand-context';
import { useTranslation } from '../i18n/use-translation';
import { useTradingAccount } from '../session/trading-account';
import classes from '../ui/notice-band.module.css';

/** Where the reminder's link leads (SPEC §2 Accounts: /accounts/raq is where the questionnaire is redone). */
export const riskQuestionnairePath = '/accounts/raq';

/**
 * The risk questionnaire's expiry reminder (SPEC §1 "risk assessment questionnaire with expiry reminders", ADR 037):
 * a yellow band from 30 days before the profile ends, a red one once it has ended (fund and stock purchases are then
 * refused). Shown by the funds dashboard and /accounts/raq; nothing while loading, on a failure or when not expiring.
 */
export function RiskProfileReminderView({
  expiry,
  withLink,
}: {
  readonly expiry: RiskQuestionnaireExpiry;
  readonly withLink: boolean;
}) {
  const { t } = useTranslation('riskProfileReminder');
  if (!expiry.expiring || expiry.lastValidDay === null) return null;
  return (
    <div
      className={classes.band}
      data-tone={expiry.expired ? 'danger' : 'warning'}
      data-testid="risk-profile-reminder"
      data-expired={expiry.expired}
      role={expiry.expired ? 'alert' : 'status'}
    >
      <p className={classes.text}>{t(expiry.expired ? 'expired' : 'expiring', { day: expiry.lastValidDay })}</p>
      {withLink && (
        <Link to={riskQuestionnairePath} className={classes.link}>
          {t('redo')}
        </Link>
      )}
    </div>
  );
}

/** The reminder for the active account, where the brand has the questionnaire. */
export function RiskProfileReminder({ withLink = true }: { readonly withLink?: boolean }) {
  const brand = useBrand();
  const account = useTradingAccount();
  const offered = offers(brand.flags, brandFeatures.riskQuestionnaire);
  const input = { accountCode: account?.accountCode ?? '', source: account?.source ?? 'gateway' };
  const expiry = useQuery(
    { ...apiQueryOptions('suitability', 'findExpiry', input), enabled: offered && account !== undefined },
    queryClient,
  );
  if (expiry.data === undefined) return null;
  return <RiskProfileReminderView expiry={expiry.data} withLink={withLink && brand.flags.accountEnabled} />;
}
