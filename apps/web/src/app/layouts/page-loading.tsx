import { useTranslation } from '../../shared/i18n/use-translation';
import classes from './page-loading.module.css';

/**
 * Shown while a page's chunk loads, the first page included: a spinner in the look of Mantine's Loader, drawn with
 * CSS alone so the first load does not carry the Loader component (ARCHITECTURE §9).
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={classes.center} role="status" aria-label={t('loading')}>
      <span className={classes.spinner} />
    </div>
  );
}
