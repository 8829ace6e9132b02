import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { MessagePage } from '../../shared/ui/message-page';

/** /users/inactiveLogout: the 'logged out due to inactivity' notice (SPEC §4). */
export function InactiveLogoutPage() {
  const { t } = useTranslation('users');
  return (
    <MessagePage heading={t('inactiveLogout.heading')}>
      <Text>{t('inactiveLogout.body')}</Text>
      <Anchor component={Link} to="/users/login">
        {t('inactiveLogout.signInAgain')}
      </Anchor>
    </MessagePage>
  );
}
