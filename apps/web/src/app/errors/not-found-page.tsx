import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../shared/ui/message-page';

/** Unknown paths, and routes the brand has switched off (SPEC §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage heading={t('errors.notFound.heading')} testId="not-found">
      <Text>{t('errors.notFound.body')}</Text>
      <Anchor component={Link} to="/">
        {t('errors.home')}
      </Anchor>
    </MessagePage>
  );
}
