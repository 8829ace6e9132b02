/*
 * The first visit's offer of the guided tour (issue 17 part 6): a band above the page for a signed-in client who has
 * not answered it on this browser yet. It offers rather than starts the tour: a tour that took over the screen unasked
 * would trap a screen reader's focus and block whatever the person came to do; one click starts it. Loaded lazily with
 * a session (app/layouts/portal-layout), so the login page's first load goes without it; driver.js loads only when the
 * tour starts.
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { rankOf } from '@portal/contract/domain/roles';
import { pendingGate } from '@portal/contract/domain/sign-in-gates';
import type { BrandConfig } from '@portal/contract/brands';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { useSessions, useSessionStore } from '../../../shared/session/session-context';
import { activeSession, type SessionFacts } from '../../../shared/session/session-store';
import type { ExpiringStorage } from '../../../shared/storage/expiring-storage';
import { markTourSeen, tourSeen, type TourAccount } from './tour-seen';
import { useTour } from './use-tour';

/**
 * Whom the offer is for: a client (below advisor rank) in its own session, past the sign-in gates, on a brand with
 * the tour, in the full layout (the simple one has no header to show).
 */
export function tourOfferEligible(
  brand: BrandConfig,
  session: SessionFacts | undefined,
  layout: 'default' | 'simple',
): session is SessionFacts {
  return (
    session !== undefined &&
    brand.flags.tourEnabled &&
    brand.flags.accountEnabled &&
    layout === 'default' &&
    session.advisorAccountCode === undefined &&
    rankOf[session.role] < rankOf.advisor &&
    pendingGate(session) === undefined
  );
}

const tourPagePath = '/accounts/tour';

export function FirstVisitTour() {
  const brand = useBrand();
  const sessions = useSessionStore();
  const session = activeSession(useSessions());
  const { layout } = usePreferences();
  // The tour page offers the same, with more words.
  const onTourPage = useLocation().pathname === tourPagePath;
  if (onTourPage || !tourOfferEligible(brand, session, layout)) return null;
  const account = { accountCode: session.accountCode, source: session.source };
  return <TourOffer key={`${account.source}:${account.accountCode}`} storage={sessions.storage} account={account} />;
}

/** The band, while the offer stands; it stays mounted once answered, so a tour it started runs on. */
function TourOffer({ storage, account }: { readonly storage: ExpiringStorage; readonly account: TourAccount }) {
  const { t } = useTranslation('accountTour');
  const [open, setOpen] = useState(() => !tourSeen(storage, account));
  const answer = useCallback(() => {
    markTourSeen(storage, account);
    setOpen(false);
  }, [storage, account]);
  const tour = useTour({ onStarted: answer });
  if (!open) return null;
  return (
    <Paper
      component="section"
      aria-label={t('offer.label')}
      withBorder
      radius={0}
      px="md"
      py="sm"
      data-testid="tour-offer"
    >
      <Group justify="space-between" gap="sm" maw={1280} mx="auto">
        <Stack gap={0}>
          <Text fw={600}>{t('offer.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('offer.text')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="xs" onClick={tour.start} loading={tour.state === 'starting'} data-testid="tour-offer-start">
            {t('offer.start')}
          </Button>
          <Button size="xs" variant="default" onClick={answer} data-testid="tour-offer-dismiss">
            {t('offer.dismiss')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
