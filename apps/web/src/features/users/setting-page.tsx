import { Container, Group, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { useTranslation } from '../../shared/i18n/use-translation';
import { languageNames } from '../../shared/i18n/language-names';
import { usePreferences, usePreferencesStore } from '../../shared/preferences/preferences-context';
import { isColourMode, isLanguage, languages } from '@portal/contract/domain/language';

/** /users/setting: colour mode, display language and the simple layout (reporting currency comes with sign-in). */
export function SettingPage() {
  const { t } = useTranslation('users');
  const preferences = usePreferences();
  const store = usePreferencesStore();
  return (
    <Container size="sm" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('setting.heading')}</Title>
          <Text c="dimmed">{t('setting.intro')}</Text>
        </Stack>
        <Radio.Group
          label={t('setting.colourMode')}
          value={preferences.colourMode}
          onChange={(value) => {
            if (isColourMode(value)) store.setColourMode(value);
          }}
        >
          <Group mt="xs">
            <Radio value="light" label={t('setting.light')} />
            <Radio value="dark" label={t('setting.dark')} />
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t('setting.language')}
          value={preferences.language}
          onChange={(value) => {
            if (isLanguage(value)) store.setLanguage(value);
          }}
        >
          <Group mt="xs">
            {languages.map((language) => (
              <Radio key={language} value={language} label={languageNames[language]} lang={language} />
            ))}
          </Group>
        </Radio.Group>
        <Switch
          label={t('setting.simpleLayout')}
          description={t('setting.simpleLayoutDescription')}
          checked={preferences.layout === 'simple'}
          onChange={(event) => store.setLayout(event.currentTarget.checked ? 'simple' : 'default')}
        />
      </Stack>
    </Container>
  );
}
