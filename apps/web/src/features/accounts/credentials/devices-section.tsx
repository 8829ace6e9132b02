import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  deviceNameMaxLength,
  isDeviceFailure,
  sanitiseDeviceName,
  type AccountDevice,
  type DeviceFailure,
} from '@portal/contract';
import { formatDate, formatTime12 } from '@portal/contract/domain/date-format';
import type { TradingAccount as ActingAccount } from '../../../shared/session/trading-account';
import { ApiError } from '../../../shared/api/api-error';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { retryUnlessRefused } from '../../../shared/password/use-sign-in-again';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useCredentialsApi } from './credentials-api';

/** What a device action answered when refused: its SPEC §8 device code, or unknown. */
export type DeviceActionFailure = DeviceFailure | 'unknown';

export function deviceFailureOf(error: unknown): DeviceActionFailure {
  return error instanceof ApiError && error.status === 422 && isDeviceFailure(error.code) ? error.code : 'unknown';
}

/** The cache key of the account's devices. */
export function devicesKey(account: ActingAccount) {
  return ['accountCredential', 'searchDevices', { accountCode: account.accountCode, source: account.source }] as const;
}

type Dialog =
  | { readonly kind: 'save'; readonly device: AccountDevice }
  | { readonly kind: 'rename'; readonly device: AccountDevice }
  | { readonly kind: 'remove'; readonly device: AccountDevice };

type DeviceT = ReturnType<typeof useTranslation<'accountCredentials'>>['t'];

/** The label of a device: the name the client gave it, or its browser and system in the reader's language. */
export function deviceLabel(device: AccountDevice, t: DeviceT): string {
  if (device.name !== null) return device.name;
  if (device.browserName === null) return t('devices.unknownBrowser');
  if (device.systemName === null) return device.browserName;
  return t('devices.browserOnSystem', { browser: device.browserName, system: device.systemName });
}

/**
 * The account's devices (issue 17 part 4, ADR 040): the browsers it signed in from, the saved ones first. This browser
 * can be saved (after the login password), any device renamed or removed (after a confirmation).
 */
export function DevicesSection({ account }: { readonly account: ActingAccount }) {
  const { t } = useTranslation('accountCredentials');
  const client = useCredentialsApi();
  const brand = useBrand();
  const devices = useQuery(
    {
      queryKey: devicesKey(account),
      queryFn: ({ signal }) => client.accountCredential.searchDevices({ ...account }, { signal, actingFor: account }),
      retry: retryUnlessRefused,
    },
    queryClient,
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [done, setDone] = useState<'saved' | 'renamed' | 'removed' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: devicesKey(account) });
  const at = (instant: string) =>
    `${formatDate(instant, brand.marketTimeZone)} ${formatTime12(instant, brand.marketTimeZone)}`;

  let content: ReactNode;
  if (devices.isPending) {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('common.loading')}</Text>
      </Group>
    );
  } else if (devices.isError) {
    content = (
      <RetryAlert
        message={t('common.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => void devices.refetch()}
      />
    );
  } else if (devices.data.devices.length === 0) {
    content = <Text c="dimmed">{t('devices.empty')}</Text>;
  } else {
    content = (
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {devices.data.devices.map((device) => {
          const label = deviceLabel(device, t);
          const trustEnded = device.saved && !device.trusted;
          return (
            <Paper
              key={device.deviceId}
              component="li"
              withBorder
              radius="md"
              p="sm"
              data-testid="device"
              data-current={device.current}
              data-saved={device.saved}
            >
              <Stack gap={4}>
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="device-name">
                    {label}
                  </Text>
                  {device.current && (
                    <Badge variant="light" color="info">
                      {t('devices.thisDevice')}
                    </Badge>
                  )}
                  {device.saved && (
                    <Badge variant="outline" color="success">
                      {t('devices.saved')}
                    </Badge>
                  )}
                </Group>
                {device.trustedUntil !== null && (
                  <Text size="sm" c={trustEnded ? 'dimmed' : undefined}>
                    {trustEnded
                      ? t('devices.trustEnded', { date: at(device.trustedUntil) })
                      : t('devices.trustedUntil', { date: at(device.trustedUntil) })}
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {t('devices.lastSignIn', { time: at(device.lastSeenTime), address: device.lastAddress })}
                </Text>
                <Group gap="xs" mt={4}>
                  {device.current && !device.saved && (
                    <Button size="xs" onClick={() => setDialog({ kind: 'save', device })} data-testid="device-save">
                      {t('devices.save')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('devices.renameLabel', { name: label })}
                    onClick={() => setDialog({ kind: 'rename', device })}
                    data-testid="device-rename"
                  >
                    {t('devices.rename')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    color="danger"
                    aria-label={t('devices.removeLabel', { name: label })}
                    onClick={() => setDialog({ kind: 'remove', device })}
                    data-testid="device-remove"
                  >
                    {t('devices.remove')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  const savedCount = devices.data?.devices.filter((device) => device.saved).length ?? 0;
  const max = devices.data?.maxSavedDevices ?? 5;
  return (
    <Stack gap="sm" component="section" aria-labelledby="devices-heading" data-testid="devices">
      <Stack gap={4}>
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="devices-heading">
            {t('devices.heading')}
          </Title>
          {devices.data && (
            <Text size="sm" c="dimmed" data-testid="devices-saved-count">
              {t('devices.savedCount', { count: savedCount, max })}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('devices.intro', { days: devices.data?.trustedDays ?? 30, max })}
        </Text>
      </Stack>
      {done !== null && (
        <Alert color="success" variant="light" role="status" data-testid="device-done">
          {t(`devices.done.${done}`)}
        </Alert>
      )}
      {content}
      {dialog !== null && (
        <DeviceDialog
          key={`${dialog.kind}:${dialog.device.deviceId}`}
          account={account}
          dialog={dialog}
          label={deviceLabel(dialog.device, t)}
          maxSaved={max}
          onClose={() => setDialog(null)}
          onDone={(what) => {
            setDialog(null);
            setDone(what);
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}

function DeviceDialog({
  account,
  dialog,
  label,
  maxSaved,
  onClose,
  onDone,
}: {
  readonly account: ActingAccount;
  readonly dialog: Dialog;
  readonly label: string;
  readonly maxSaved: number;
  readonly onClose: () => void;
  readonly onDone: (what: 'saved' | 'renamed' | 'removed') => void;
}) {
  const { t } = useTranslation('accountCredentials');
  const client = useCredentialsApi();
  const [name, setName] = useState(dialog.kind === 'save' ? label : (dialog.device.name ?? label));
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const action = useMutation(
    {
      mutationFn: async () => {
        const options = { actingFor: account };
        const deviceId = dialog.device.deviceId;
        if (dialog.kind === 'save') {
          await client.accountCredential.saveDevice({ ...account, name, password }, options);
          return 'saved' as const;
        }
        if (dialog.kind === 'rename') {
          await client.accountCredential.renameDevice({ ...account, deviceId, name }, options);
          return 'renamed' as const;
        }
        await client.accountCredential.removeDevice({ ...account, deviceId }, options);
        return 'removed' as const;
      },
      onSuccess: onDone,
    },
    queryClient,
  );
  const cleanName = sanitiseDeviceName(name);
  const nameError =
    cleanName === ''
      ? t('devices.nameRequired')
      : [...cleanName].length > deviceNameMaxLength
        ? t('devices.nameTooLong', { max: deviceNameMaxLength })
        : null;
  const passwordError = dialog.kind === 'save' && password === '' ? t('devices.passwordRequired') : null;
  const invalid = dialog.kind !== 'remove' && (nameError !== null || passwordError !== null);
  const failure = action.isError ? deviceFailureOf(action.error) : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!invalid && !action.isPending) action.mutate();
  };
  const title =
    dialog.kind === 'save'
      ? t('devices.saveTitle')
      : dialog.kind === 'rename'
        ? t('devices.renameTitle')
        : t('devices.removeTitle');
  return (
    <Modal opened onClose={onClose} title={title} centered styles={{ title: { fontWeight: 600 } }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {dialog.kind === 'remove' ? (
            <Text size="sm">{t('devices.removeQuestion', { name: label })}</Text>
          ) : (
            <TextInput
              label={t('devices.nameLabel')}
              required
              value={name}
              maxLength={deviceNameMaxLength + 20}
              onChange={(event) => setName(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={touched ? nameError : null}
              data-testid="device-name-input"
              data-autofocus
            />
          )}
          {dialog.kind === 'save' && (
            <PasswordInput
              label={t('devices.passwordLabel')}
              description={t('devices.passwordHint')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={touched ? passwordError : null}
              data-testid="device-password"
            />
          )}
          {failure !== null && (
            <Alert color="danger" variant="light" role="alert" data-testid="device-failure" data-result={failure}>
              {t(`devices.result.${failure}`, { max: maxSaved })}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={action.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color={dialog.kind === 'remove' ? 'danger' : undefined}
              loading={action.isPending}
              disabled={touched && invalid}
              data-testid="device-confirm"
            >
              {dialog.kind === 'save'
                ? t('devices.confirmSave')
                : dialog.kind === 'rename'
                  ? t('devices.confirmRename')
                  : t('devices.confirmRemove')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
