/*
 * SPEC §2 /accounts/userSettings (issue 17 parts 6 and 7): one page for the client's settings. The display
 * preferences are the portal's own (shared/preferences: the same store and saves as /users/setting); the review step of
 * stock orders is the stock-order service's confirmation reminder (SPEC §3, §7 loadOrderConfirmationReminder); the
 * notices the SFC's internet-trading guideline makes mandatory are stated, not switchable; the notices sent are listed.
 */
import { Anchor, Container, Divider, Group, List, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useState } from 'react';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { isColourMode, isLanguage, languages } from '@portal/contract/domain/language';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { languageNames } from '../../../shared/i18n/language-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { changePreference, type AccountPreferenceChange } from '../../../shared/preferences/preference-changes';
import { usePreferences, usePreferencesStore } from '../../../shared/preferences/preferences-context';
import { reportingCurrencyFor } from '../../../shared/preferences/preferences-store';
import { useAccountSave, type AccountSaveState } from '../../../shared/preferences/use-account-save';
import { useTradingAccount, type TradingAccount } from '../../../shared/session/trading-account';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { NoticesSection } from './notices-section';
import { confirmationReminderKey, useSettingsApi } from './settings-api';

export function UserSettingsPage() {
  const { t } = useTranslation('accountSettings');
  const brand = useBrand();
  const account = useTradingAccount();
  const stockOrders = account?.source === 'gateway' && offers(brand.flags, brandFeatures.stockTrading);
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('heading')}</Title>
          <Text c="dimmed">{t('summary')}</Text>
        </Stack>
        <DisplaySection account={account} />
        {stockOrders && account !== undefined && (
          <>
            <Divider />
            <OrderConfirmationSection key={`${account.source}:${account.accountCode}`} account={account} />
          </>
        )}
        <Divider />
        <MandatoryNoticesSection />
        {account !== undefined && (
          <>
            <Divider />
            <NoticesSection key={`${account.source}:${account.accountCode}`} account={account} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function SaveStatus({ state, onRetry }: { readonly state: AccountSaveState; readonly onRetry: () => void }) {
  const { t } = useTranslation('accountSettings');
  if (state === 'saving') {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('common.saving')}
      </Text>
    );
  }
  if (state === 'failed') {
    return (
      <RetryAlert
        message={`${t('common.saveFailed')} ${t('display.localSaveFailed')}`}
        retryLabel={t('common.retry')}
        onRetry={onRetry}
      />
    );
  }
  return null;
}

/** Colour mode, language, reporting currency and the simple layout: applied on this device at once. */
function DisplaySection({ account }: { readonly account: TradingAccount | undefined }) {
  const { t } = useTranslation('accountSettings');
  const brand = useBrand();
  const preferences = usePreferences();
  const store = usePreferencesStore();
  const reportingCurrency = reportingCurrencyFor(brand, preferences.reportingCurrency);
  const languageSave = useAccountSave();
  const currencySave = useAccountSave();

  function change(next: AccountPreferenceChange) {
    const saving = changePreference(store, account, next);
    (next.kind === 'language' ? languageSave : currencySave).track(saving);
  }

  return (
    <Stack gap="lg" component="section" aria-labelledby="display-heading">
      <Stack gap={4}>
        <Title order={2} size="h3" id="display-heading">
          {t('display.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {account === undefined ? t('display.deviceOnly') : t('display.intro')}
        </Text>
      </Stack>
      <Radio.Group
        label={t('display.colourMode')}
        value={preferences.colourMode}
        onChange={(value) => {
          if (isColourMode(value)) store.setColourMode(value);
        }}
        data-testid="colour-mode"
      >
        <Group mt="xs">
          <Radio value="light" label={t('display.light')} />
          <Radio value="dark" label={t('display.dark')} />
        </Group>
      </Radio.Group>
      <Stack gap="xs">
        <Radio.Group
          label={t('display.language')}
          value={preferences.language}
          onChange={(value) => {
            if (isLanguage(value)) change({ kind: 'language', language: value });
          }}
          data-testid="language"
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
      <Stack gap="xs">
        <Radio.Group
          label={t('display.reportingCurrency')}
          description={t('display.reportingCurrencyDescription')}
          value={reportingCurrency}
          onChange={(value) => {
            const currency = brand.reportingCurrencies.find((offered) => offered === value);
            if (currency !== undefined) change({ kind: 'currency', currency });
          }}
          data-testid="reporting-currency"
        >
          <Group mt="xs">
            {brand.reportingCurrencies.map((code) => (
              <Radio key={code} value={code} label={code} />
            ))}
          </Group>
        </Radio.Group>
        <SaveStatus
          state={currencySave.state}
          onRetry={() => change({ kind: 'currency', currency: reportingCurrency })}
        />
      </Stack>
      <Switch
        label={t('display.simpleLayout')}
        description={t('display.simpleLayoutDescription')}
        checked={preferences.layout === 'simple'}
        onChange={(event) => store.setLayout(event.currentTarget.checked ? 'simple' : 'default')}
        data-testid="simple-layout"
      />
    </Stack>
  );
}

/** The stock ticket's review step, on or off for the account (skipConfirmation, SPEC §3 Order confirmation reminder). */
function OrderConfirmationSection({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('accountSettings');
  const client = useSettingsApi();
  const key = confirmationReminderKey(account);
  const reminder = useQuery(
    {
      queryKey: key,
      queryFn: ({ signal }) => client.stockOrder.loadOrderConfirmationReminder(key[2], { signal }),
    },
    queryClient,
  );
  // The switch follows the click at once: the mutation's pending state reaches React a tick later, and until then
  // the switch would flick back to the saved value.
  const [choice, setChoice] = useState<boolean | undefined>(undefined);
  const save = useMutation(
    {
      mutationFn: (skipConfirmation: boolean) =>
        client.stockOrder.saveOrderConfirmationReminder({ ...key[2], skipConfirmation }),
      onSuccess: (answer) => queryClient.setQueryData(key, answer),
      onSettled: () => setChoice(undefined),
    },
    queryClient,
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="orders-heading">
      <Title order={2} size="h3" id="orders-heading">
        {t('orders.heading')}
      </Title>
      {reminder.data ? (
        <Switch
          label={t('orders.confirm')}
          description={t('orders.confirmDescription')}
          checked={choice ?? !reminder.data.skipConfirmation}
          disabled={save.isPending}
          onChange={(event) => {
            const confirm = event.currentTarget.checked;
            setChoice(confirm);
            save.mutate(!confirm);
          }}
          data-testid="order-confirmation"
        />
      ) : reminder.isError ? (
        <RetryAlert
          message={t('common.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => void reminder.refetch()}
        />
      ) : (
        <Text size="sm" c="dimmed" role="status">
          {t('common.loading')}
        </Text>
      )}
      {save.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {t('common.saving')}
        </Text>
      )}
      {save.isError && (
        <RetryAlert
          message={t('common.saveFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => save.mutate(save.variables)}
        />
      )}
    </Stack>
  );
}

/**
 * The second-channel notices the SFC's guideline on internet trading makes mandatory (issue 17 part 7): stated here
 * so the client knows what reaches the registered e-mail or phone, and offered without a switch.
 */
function MandatoryNoticesSection() {
  const { t } = useTranslation('accountSettings');
  const brand = useBrand();
  return (
    <Stack gap="sm" component="section" aria-labelledby="mandatory-heading" data-testid="mandatory-notices">
      <Title order={2} size="h3" id="mandatory-heading">
        {t('mandatory.heading')}
      </Title>
      <Text size="sm">{t('mandatory.intro')}</Text>
      <List size="sm" spacing={2}>
        {(
          ['tradeExecuted', 'newDeviceLogin', 'password', 'personalInformationChange', 'bankAccountChange'] as const
        ).map((item) => (
          <List.Item key={item}>{t(`mandatory.${item}`)}</List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('mandatory.contacts')}
      </Text>
      {offers(brand.flags, brandFeatures.notifications) && (
        <Text size="sm">
          {t('mandatory.browser')}{' '}
          <Anchor component={Link} to="/notifications" underline="always" data-testid="notifications-link">
            {t('mandatory.browserLink')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
