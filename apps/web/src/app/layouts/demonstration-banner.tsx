import { useBrand } from '../../shared/brand/brand-context';
import { useTranslation } from '../../shared/i18n/use-translation';
import classes from './portal-layout.module.css';

/**
 * The demonstration marker (ADR 051): on every page of a deployment started with PORTAL_DEMONSTRATION=on, signed in or
 * out, a band above the header says that the markets, banks and back office are simulated. A named landmark, so a
 * screen reader finds it among the page's regions; nothing in it takes the focus.
 */
export function DemonstrationBanner() {
  const { t } = useTranslation();
  if (useBrand().demonstration !== true) return null;
  return (
    <aside className={classes.demonstration} aria-label={t('demonstration.badge')}>
      <strong className={classes.demonstrationBadge}>{t('demonstration.badge')}</strong>
      <span>{t('demonstration.note')}</span>
    </aside>
  );
}
