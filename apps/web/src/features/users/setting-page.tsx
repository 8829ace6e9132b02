import { Container, Divider, Group, Paper, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { isColourMode, isLanguage, languages } from '@portal/contract/domain/language';
import { rankOf } from '@portal/contract/domain/roles';
import { useApiQuery } from '../../shared/api/api-query';
import { useBrand } from '../../shared/brand/brand-context';
import { formatDate, formatTime12 } from '@portal/contract/domain/date-format';
import { useTranslation } from '../../shared/i18n/use-translation';
import { languageNames } from '../../shared/i18n/language-names';
import type { PreferenceOwner } from '../../shared/preferences/account-preferences';
import { usePreferences, usePreferencesStore } from '../../shared/preferences/preferences-context';
import { reportingCurrencyFor } from '../../shared/preferences/preferences-store';
import { useSessionStore } from '../../shared/session/session-context';
import { activeSession } from '../../shared/session/session-store';
import { SessionsSection } from './sessions-section';
import { AuditTrailSection } from './audit-trail/audit-trail-section';
import { changePreference, type AccountPreferenceChange } from '../../shared/preferences/preference-changes';
import { useAccountSave, type AccountSaveState } from '../../shared/preferences/use-account-save';
import { RetryAlert } from '../../shared/ui/retry-alert';

function SaveStatus({ state, onRetry }: { readonly state: AccountSaveState; readonly onRetry: () => void }) {
  const { t } = useTranslation('users');
  if (state === 'saving') {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('setting.saving')}
      </Text>
    );
  }
  if (state === 'failed') {
    return <RetryAlert message={t('setting.saveFailed')} retryLabel={t('setting.retry')} onRetry={onRetry} />;
  }
  return null;
}

/**
 * /users/setting: colour mode, reporting currency, display language and the simple layout (SPEC §2 Settings).
 * Every choice applies on this device; signed in, language and reporting currency are also saved to the account.
 * Signed in, the account's signed-in devices follow (not in an advisee session: an advisor does not see or end a
 * client's own sessions), then a client's audit trail, "Activity on your account" (ADR 059; not in an advisee session
 * either: the trail is the client's to read); in session login mode an Exit row closes the bottom (SPEC §2).
 */
export function SettingPage() {
  const { t } = useTranslation('users');
  const brand = useBrand();
  const preferences = usePreferences();
  const store = usePreferencesStore();
  const sessions = useSessionStore();
  // useSessions() without a server snapshot cannot render in the page's static-markup tests; this is the same read.
  const session = activeSession(useSyncExternalStore(sessions.subscribe, sessions.getSnapshot, sessions.getSnapshot));
  const owner: PreferenceOwner | undefined =
    session === undefined ? undefined : { accountCode: session.accountCode, source: session.source };
  const reportingCurrency = reportingCurrencyFor(brand, preferences.reportingCurrency);
  // Names are a nicety: until they arrive (or if they fail) the codes alone label the choices.
  const currencies = useApiQuery('currency', 'searchCurrencies', { language: preferences.language });
  const nameOf = (code: string) => currencies.data?.currencies.find((currency) => currency.code === code)?.name;
  const languageSave = useAccountSave();
  const currencySave = useAccountSave();

  function change(next: AccountPreferenceChange) {
    const saving = changePreference(store, owner, next);
    (next.kind === 'language' ? languageSave : currencySave).track(saving);
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('setting.heading')}</Title>
          <Text c="dimmed">{t('setting.intro')}</Text>
          {owner !== undefined && <Text c="dimmed">{t('setting.savedToAccount')}</Text>}
          {session?.lastLoginTime !== undefined && (
            <Text c={session.lastLoginStatus === 'failure' ? 'danger' : 'dimmed'} data-testid="last-login">
              {t(session.lastLoginStatus === 'failure' ? 'setting.lastLoginFailed' : 'setting.lastLogin', {
                time: `${formatDate(session.lastLoginTime, brand.marketTimeZone)} ${formatTime12(session.lastLoginTime, brand.marketTimeZone)}`,
              })}
            </Text>
          )}
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
        <Stack gap="xs">
          <Radio.Group
            label={t('setting.reportingCurrency')}
            value={reportingCurrency}
            onChange={(value) => {
              const currency = brand.reportingCurrencies.find((offered) => offered === value);
              if (currency !== undefined) change({ kind: 'currency', currency });
            }}
          >
            <Group mt="xs" align="flex-start">
              {brand.reportingCurrencies.map((code) => (
                <Radio key={code} value={code} label={code} description={nameOf(code)} />
              ))}
            </Group>
          </Radio.Group>
          <SaveStatus
            state={currencySave.state}
            onRetry={() => change({ kind: 'currency', currency: reportingCurrency })}
          />
        </Stack>
        <Stack gap="xs">
          <Radio.Group
            label={t('setting.language')}
            value={preferences.language}
            onChange={(value) => {
              if (isLanguage(value)) change({ kind: 'language', language: value });
            }}
          >
            <Group mt="xs">
              {languages.map((language) => (
                <Radio key={language} value={language} label={languageNames[language]} lang={language} />
              ))}
            </Group>
          </Radio.Group>
          <SaveStatus
            state={languageSave.state}
            onRetry={() => change({ kind: 'language', language: preferences.language })}
          />
        </Stack>
        <Switch
          label={t('setting.simpleLayout')}
          description={t('setting.simpleLayoutDescription')}
          checked={preferences.layout === 'simple'}
          onChange={(event) => store.setLayout(event.currentTarget.checked ? 'simple' : 'default')}
        />
        {session !== undefined && session.advisorAccountCode === undefined && (
          <>
            <Divider />
            <SessionsSection
              key={`${session.source}:${session.accountCode}`}
              account={{ accountCode: session.accountCode, source: session.source }}
            />
          </>
        )}
        {/* A client's own trail: not in an advisee session (the trail is not the advisor's to read), not for staff. */}
        {session !== undefined && session.advisorAccountCode === undefined && rankOf[session.role] < rankOf.advisor && (
          <>
            <Divider />
            <AuditTrailSection
              key={`audit:${session.source}:${session.accountCode}`}
              account={{ accountCode: session.accountCode, source: session.source }}
            />
          </>
        )}
        {brand.flags.sessionLoginMode && (
          <>
            <Divider />
            <Paper
              component={Link}
              to="/exit"
              withBorder
              radius="md"
              p="md"
              data-testid="exit-row"
              style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
            >
              <Text fw={600}>{t('setting.exit')}</Text>
              <Text size="sm" c="dimmed">
                {t('setting.exitDescription')}
              </Text>
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
