/* Parts the stock market pages share: sections, the market phase badge, query states. */
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TradingPhase } from '@portal/contract/domain/stock/trading-sessions';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import type { ColourToken } from '../../../shared/ui/colour-tokens';

export function Section({
  title,
  aside,
  children,
  testId,
}: {
  readonly title: string;
  readonly aside?: ReactNode;
  readonly children: ReactNode;
  readonly testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" data-testid={testId} style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** What the stock pages say while a query loads and when it failed (their history lists say it too). */
export function useStockQueryStateTexts(): { loading: string; loadFailed: string; retry: string } {
  const { t } = useTranslation('stocks');
  return { loading: t('common.loading'), loadFailed: t('common.loadFailed'), retry: t('common.retry') };
}

/** Loading. */
export function Loading() {
  return <LoadingStatus text={useStockQueryStateTexts().loading} />;
}

/** A failed load with a retry. */
export function LoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const texts = useStockQueryStateTexts();
  return <RetryAlert message={texts.loadFailed} retryLabel={texts.retry} onRetry={onRetry} />;
}

const phaseColours = {
  closed: 'neutral',
  preOpening: 'info',
  continuous: 'success',
  lunchBreak: 'warning',
  closingAuction: 'info',
  preMarket: 'info',
  postMarket: 'info',
} as const satisfies Record<TradingPhase, ColourToken>;

/** The trading phase of a market, in words (open, lunch break, closed …). */
export function PhaseBadge({ phase, testId }: { readonly phase: TradingPhase; readonly testId?: string }) {
  const { t } = useTranslation('stocks');
  return (
    <Badge
      color={phaseColours[phase]}
      variant="light"
      data-testid={testId}
      data-phase={phase}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {t(`phases.${phase}`)}
    </Badge>
  );
}
