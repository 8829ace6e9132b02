import { useTranslation } from '../../shared/i18n/use-translation';
import { MessagePage } from '../../shared/ui/message-page';

/** /invalidSession: where a session-login user goes when a login elsewhere kicked the session (SPEC §2, §4). */
export function InvalidSessionPage() {
  const { t } = useTranslation('users');
  return <MessagePage heading={t('invalidSession.heading')}>{t('invalidSession.body')}</MessagePage>;
}
