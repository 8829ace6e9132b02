import { useTranslation } from '../../shared/i18n/use-translation';
import { MessageLink, MessagePage, MessageText } from '../../shared/ui/message-page';

/** Unknown paths, and routes the brand has switched off (SPEC §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage heading={t('errors.notFound.heading')} testId="not-found">
      <MessageText>{t('errors.notFound.body')}</MessageText>
      <MessageLink to="/">{t('errors.home')}</MessageLink>
    </MessagePage>
  );
}
