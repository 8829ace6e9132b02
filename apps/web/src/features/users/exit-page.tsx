import { useTranslation } from '../../shared/i18n/use-translation';
import { MessagePage } from '../../shared/ui/message-page';

/** /exit: the end of a session-login visit (the Exit row of session login mode, SPEC §2). */
export function ExitPage() {
  const { t } = useTranslation('users');
  return <MessagePage heading={t('exit.heading')}>{t('exit.body')}</MessagePage>;
}
