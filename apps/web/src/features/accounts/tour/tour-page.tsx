/* SPEC §2 /accounts/tour (where tourEnabled): what the guided tour shows, and a button that (re)plays it. */
import { Alert, Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useSessionStore } from '../../../shared/session/session-context';
import { useTradingAccount } from '../../../shared/session/trading-account';
import { markTourSeen } from './tour-seen';
import { tourStepIds } from './tour-steps';
import { useTour } from './use-tour';

export function TourPage() {
  const { t } = useTranslation('accountTour');
  const { layout } = usePreferences();
  const sessions = useSessionStore();
  const account = useTradingAccount();
  // Taking the tour here answers the first visit's offer too.
  const tour = useTour({
    onStarted: () => {
      if (account !== undefined) markTourSeen(sessions.storage, account);
    },
  });
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('page.heading')}</Title>
        <Text>{t('page.intro')}</Text>
        {layout === 'simple' && (
          <Alert color="info" variant="light" data-testid="tour-simple-layout">
            {t('page.simpleLayout')}
          </Alert>
        )}
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('page.stepsHeading')}
          </Title>
          <List spacing={4} data-testid="tour-steps">
            {tourStepIds.map((id) => (
              <List.Item key={id}>
                <Text span fw={600}>
                  {t(`steps.${id}.title`)}
                </Text>
                {' — '}
                {t(`steps.${id}.description`)}
              </List.Item>
            ))}
          </List>
        </Stack>
        <div>
          <Button onClick={tour.start} loading={tour.state === 'starting'} data-testid="start-tour">
            {t('page.start')}
          </Button>
        </div>
        {tour.state === 'failed' && (
          <RetryAlert message={t('page.failed')} retryLabel={t('page.start')} onRetry={tour.start} />
        )}
      </Stack>
    </Container>
  );
}
