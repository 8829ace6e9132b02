import { useTranslation } from '../../shared/i18n/use-translation';
import { Spinner } from '../../shared/ui/spinner';

/** Shown while a page's chunk loads, the first page included. */
export function PageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}
