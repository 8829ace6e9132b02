/* The 'Turn on browser notifications' control and its state from the browser's permission. */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { PushPermission } from './push-manager';

/**
 * The 'Turn on browser notifications' control (SPEC §4): offered where pushes are possible and the browser has not
 * been asked yet; help where the browser blocks them; the outcome of turning them on.
 */
export type PushControlState =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'offer'; readonly busy: boolean }
  | { readonly kind: 'blocked' }
  | { readonly kind: 'on' }
  | { readonly kind: 'failed' };

export function PushControl({ state, onTurnOn }: { state: PushControlState; onTurnOn: () => void }) {
  const { t } = useTranslation('notifications');
  if (state.kind === 'hidden') return null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="push-control">
      <Stack gap="xs">
        <Text fw={600}>{t('push.heading')}</Text>
        {state.kind === 'offer' && (
          <>
            <Text size="sm" c="dimmed">
              {t('push.intro')}
            </Text>
            <Group>
              <Button size="sm" onClick={onTurnOn} loading={state.busy}>
                {t('push.turnOn')}
              </Button>
            </Group>
          </>
        )}
        {state.kind === 'blocked' && (
          <Text size="sm" c="dimmed">
            {t('push.blocked')}
          </Text>
        )}
        {state.kind === 'on' && (
          <Text size="sm" role="status">
            {t('push.on')}
          </Text>
        )}
        {state.kind === 'failed' && (
          <Text size="sm" c="danger" role="alert">
            {t('push.failed')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The control's state from the browser's permission, where pushes are for this session. */
export function pushControlFor(eligible: boolean, permission: PushPermission): PushControlState {
  if (!eligible) return { kind: 'hidden' };
  switch (permission) {
    case 'default':
      return { kind: 'offer', busy: false };
    case 'denied':
      return { kind: 'blocked' };
    default:
      return { kind: 'hidden' };
  }
}
