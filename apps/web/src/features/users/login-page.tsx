import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Paper.css';
import { Container, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../shared/brand/brand-context';
import { usePreferences } from '../../shared/preferences/preferences-context';

/**
 * /users/login. Signing in arrives with the identity release (issue 3); until then the page says so plainly
 * instead of showing a form that cannot work. The language and colour-mode controls of the shell work here.
 */
export function LoginPage() {
  const { t } = useTranslation('users');
  const brand = useBrand();
  const { language } = usePreferences();
  return (
    <Container size={480} py="xl">
      <Stack gap="lg" align="stretch">
        <Stack gap="xs" align="center">
          {/* Decorative: the brand's name is written right below it (the header's logo carries the name). */}
          <Image src={brand.logo} alt="" h={64} w="auto" fit="contain" />
          <Text fw={600} size="lg" ta="center">
            {brand.name[language]}
          </Text>
        </Stack>
        <Title order={1} ta="center">
          {t('login.heading')}
        </Title>
        <Paper withBorder p="lg" role="note" aria-labelledby="login-notice-title" data-testid="login-notice">
          <Stack gap="xs">
            <Title order={2} size="h4" id="login-notice-title">
              {t('login.noticeTitle')}
            </Title>
            <Text>{t('login.noticeBody')}</Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
