import { Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** A stand-in until the page lands (issue 28). */
export function AdvancedSearchPage() {
  const { t } = useTranslation('advisorClients');
  return <Title order={1}>{t('heading')}</Title>;
}
