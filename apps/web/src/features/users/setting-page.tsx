import { Container, Group, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import { useTranslation } from 'react-i18next';
import { languageNames } from '../../shared/i18n/language-names';
import { usePreferences, usePreferencesStore } from '../../shared/preferences/preferences-context';
import { colourModeSchema, languageSchema, languages } from '../../shared/preferences/display-options';

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
            const colourMode = colourModeSchema.safeParse(value);
            if (colourMode.success) store.setColourMode(colourMode.data);
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
            const language = languageSchema.safeParse(value);
            if (language.success) store.setLanguage(language.data);
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
