import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { countdownText } from './inactivity';

export type InactivityWarningViewProps = {
  /** Milliseconds until the kick. */
  readonly remainingMs: number;
  readonly onStayLoggedIn: () => void;
};

/** What the warning says: the countdown (mm:ss) and 'Stay Logged In'. */
export function InactivityWarningView({ remainingMs, onStayLoggedIn }: InactivityWarningViewProps) {
  const { t } = useTranslation('session');
  return (
    <Stack gap="md">
      <Text size="sm">{t('inactivity.body')}</Text>
      <Text
        role="timer"
        aria-label={t('inactivity.countdownLabel')}
        fz={36}
        fw={700}
        ta="center"
        // Figures in tabular numerals (STYLE.md), so the countdown does not jitter as it runs.
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid="inactivity-countdown"
      >
        {countdownText(remainingMs)}
      </Text>
      <Button onClick={onStayLoggedIn} data-autofocus fullWidth>
        {t('inactivity.stayLoggedIn')}
      </Button>
    </Stack>
  );
}

export type InactivityWarningProps = {
  /** Epoch milliseconds of the kick. */
  readonly kickAt: number;
  readonly onStayLoggedIn: () => void;
  readonly now?: () => number;
};

/**
 * The inactivity warning (SPEC §4): a dialog counting down to the kick. Closing it (Escape) is an answer from
 * someone present, so it stays logged in too.
 */
export function InactivityWarning({ kickAt, onStayLoggedIn, now = Date.now }: InactivityWarningProps) {
  const { t } = useTranslation('session');
  const [moment, setMoment] = useState(now);
  useEffect(() => {
    const tick = window.setInterval(() => setMoment(now()), 250);
    return () => window.clearInterval(tick);
  }, [now]);
  return (
    <Modal
      opened
      onClose={onStayLoggedIn}
      title={t('inactivity.heading')}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
      size="sm"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      zIndex={400}
    >
      <InactivityWarningView remainingMs={kickAt - moment} onStayLoggedIn={onStayLoggedIn} />
    </Modal>
  );
}
