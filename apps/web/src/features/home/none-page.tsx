import { useTranslation } from '../../shared/i18n/use-translation';
import { MessagePage } from '../../shared/ui/message-page';

/** /none: a signed-in account with no area of the portal open to it lands here. */
export function NonePage() {
  const { t } = useTranslation('home');
  return <MessagePage heading={t('none.heading')}>{t('none.body')}</MessagePage>;
}
