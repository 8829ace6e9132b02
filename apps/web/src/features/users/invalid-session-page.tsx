import { useTranslation } from '../../shared/i18n/use-translation';
import { MessagePage, MessageText } from '../../shared/ui/message-page';

/**
 * /invalidSession: where a session-login user goes when a login elsewhere kicked the session (SPEC §2, §4). Such a
 * user has no password to sign in with here: the way back is the host app.
 */
export function InvalidSessionPage() {
  const { t } = useTranslation('users');
  return (
    <MessagePage heading={t('invalidSession.heading')} testId="invalid-session">
      <MessageText>{t('invalidSession.body')}</MessageText>
      <MessageText>{t('invalidSession.returnToApp')}</MessageText>
    </MessagePage>
  );
}
