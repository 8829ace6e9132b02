/* SPEC §2 cryptos/whitelist (issue 18 part 5, ADR 044): the addresses withdrawals may go to. Adding one checks it for
 * its network on the server (each problem a field error), asks for step-up, and starts a cooling-off before its first
 * use ("Available from …", then "Ready"); removing one asks first. */
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { maximumDestinationTag, type CryptoWithdrawalResult, type WhitelistedAddress } from '@portal/contract';
import { cryptoNetworkOf, networksOfAsset, type CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';
import type { CryptoAssetCode } from '@portal/contract/domain/crypto/crypto-assets';
import { ApiError } from '../../../shared/api/api-error';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DangerConfirmDialog } from '../../../shared/ui/confirm-actions';
import { useStepUp } from '../../../shared/step-up/use-step-up';
import { OrderFailureAlert, QueryState, TicketPage } from '../../../shared/ticket/ticket-parts';
import { useTextInLanguages } from '../../../shared/ticket/ticket-parts';
import type { OrderFailure } from '../../../shared/ticket/order-failure';
import { useCryptoAccount, type CryptoAccount } from '../crypto-common';
import { useWithdrawalApi } from './withdrawal-api';
import { withdrawalFailureOf } from './withdrawal-failure';
import {
  LongCode,
  addressesQuery,
  networkName,
  termsQuery,
  useInstantFormat,
  withdrawableAssets,
} from './withdrawal-parts';
import { rowActionName } from '../../../shared/ui/row-action';

/** The server's answers that belong under a field rather than above the form. */
const addressResults: readonly CryptoWithdrawalResult[] = [
  'addressMalformed',
  'addressChecksum',
  'addressWrongNetwork',
  'addressAlreadyWhitelisted',
  'networkNotOffered',
];

function AddAddressForm({ account, full }: { account: CryptoAccount; full: boolean }) {
  const { t } = useTranslation('cryptoWithdrawal');
  const inLanguage = useTextInLanguages();
  const format = useInstantFormat();
  const queries = useQueryClient(queryClient);
  const api = useWithdrawalApi();
  const stepUp = useStepUp(api);
  const [asset, setAsset] = useState<string>('USDT');
  const [network, setNetwork] = useState<string>('ethereum');
  const [address, setAddress] = useState('');
  const [tag, setTag] = useState('');
  const [label, setLabel] = useState('');
  const [shown, setShown] = useState(false);
  const [added, setAdded] = useState<WhitelistedAddress | undefined>();
  const networks = networksOfAsset(asset as CryptoAssetCode);
  const hasTag = cryptoNetworkOf(network)?.memo === 'destinationTag';
  const add = useMutation(
    {
      // First without a grant: the server checks the address and answers its problem, or 403 STEP_UP_REQUIRED when
      // only the step-up is missing; then the step-up, and the same request with its grant.
      mutationFn: async () => {
        try {
          return await send(undefined);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 403 && error.code === 'STEP_UP_REQUIRED')) throw error;
        }
        const token = await stepUp.ask('virtualAssetAddress');
        if (token === null) return undefined;
        return send(token);
      },
      onSuccess: async (answer) => {
        if (answer === undefined) return;
        setAdded(answer.address);
        setAddress('');
        setTag('');
        setLabel('');
        setShown(false);
        await queries.invalidateQueries({ queryKey: ['cryptoWithdrawal'] });
      },
    },
    queryClient,
  );
  function send(stepUpToken: string | undefined) {
    return api.cryptoWithdrawal.addWhitelistedAddress({
      ...account,
      asset: asset as CryptoAssetCode,
      network: network as CryptoNetworkId,
      address: address.trim(),
      ...(hasTag && tag.trim() !== '' ? { destinationTag: tag.trim() } : {}),
      label: label.trim(),
      ...(stepUpToken === undefined ? {} : { stepUpToken }),
    });
  }
  const failure: OrderFailure | undefined = add.isError ? withdrawalFailureOf(add.error) : undefined;
  const serverResult = failure?.kind === 'result' ? (failure.result as CryptoWithdrawalResult) : undefined;
  const addressProblem =
    serverResult !== undefined && addressResults.includes(serverResult) && failure?.kind === 'result'
      ? inLanguage(failure.text)
      : undefined;
  const tagProblem =
    serverResult === 'invalidDestinationTag' && failure?.kind === 'result' ? inLanguage(failure.text) : undefined;
  const labelServerProblem =
    serverResult === 'invalidLabel' && failure?.kind === 'result' ? inLanguage(failure.text) : undefined;
  const alertFailure =
    failure !== undefined &&
    addressProblem === undefined &&
    tagProblem === undefined &&
    labelServerProblem === undefined
      ? failure
      : undefined;

  const tagError =
    hasTag && tag.trim() !== '' && (!/^\d{1,10}$/.test(tag.trim()) || Number(tag.trim()) > maximumDestinationTag)
      ? t('whitelist.errors.tagNotANumber')
      : undefined;
  const addressError = address.trim() === '' ? t('whitelist.errors.required') : undefined;
  const labelError =
    label.trim() === ''
      ? t('whitelist.errors.required')
      : label.trim().length > 40
        ? t('whitelist.errors.labelTooLong')
        : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    setAdded(undefined);
    if (addressError !== undefined || labelError !== undefined || tagError !== undefined) return;
    add.mutate();
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="whitelist-add-heading">
      {stepUp.dialog}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="whitelist-add-heading">
            {t('whitelist.addHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('common.asset')}
              value={asset}
              data={withdrawableAssets.map((code) => ({ value: code, label: code }))}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setAsset(next);
                setNetwork(networksOfAsset(next as CryptoAssetCode)[0]?.network ?? 'ethereum');
                add.reset();
              }}
              data-testid="whitelist-asset"
            />
            <NativeSelect
              label={t('common.network')}
              value={network}
              data={networks.map((terms) => ({ value: terms.network, label: networkName(terms.network) }))}
              onChange={(event) => {
                setNetwork(event.currentTarget.value);
                add.reset();
              }}
              data-testid="whitelist-network"
            />
          </SimpleGrid>
          <TextInput
            label={t('common.address')}
            description={t('whitelist.addressHint')}
            value={address}
            onChange={(event) => {
              setAddress(event.currentTarget.value);
              add.reset();
            }}
            error={(shown ? addressError : undefined) ?? addressProblem}
            autoComplete="off"
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="whitelist-address"
          />
          {hasTag && (
            <TextInput
              label={t('common.destinationTag')}
              description={t('whitelist.destinationTagHint')}
              value={tag}
              inputMode="numeric"
              onChange={(event) => {
                setTag(event.currentTarget.value);
                add.reset();
              }}
              error={tagError ?? tagProblem}
              data-testid="whitelist-tag"
            />
          )}
          <TextInput
            label={t('common.label')}
            description={t('whitelist.labelHint')}
            value={label}
            maxLength={60}
            onChange={(event) => setLabel(event.currentTarget.value)}
            error={(shown ? labelError : undefined) ?? labelServerProblem}
            data-testid="whitelist-label"
          />
          <OrderFailureAlert failure={alertFailure} testId="whitelist-failure" />
          {full && (
            <Alert color="warning" variant="light">
              {t('whitelist.full')}
            </Alert>
          )}
          {added !== undefined && (
            <Alert color="success" variant="light" role="status" data-testid="whitelist-added">
              {t('whitelist.added', { time: format(added.availableFrom) })}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={add.isPending} disabled={full} data-testid="whitelist-add">
              {t('whitelist.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function AddressCard({ account, address }: { account: CryptoAccount; address: WhitelistedAddress }) {
  const { t } = useTranslation('cryptoWithdrawal');
  const format = useInstantFormat();
  const queries = useQueryClient(queryClient);
  const api = useWithdrawalApi();
  const [asking, setAsking] = useState(false);
  const remove = useMutation(
    {
      mutationFn: () => api.cryptoWithdrawal.removeWhitelistedAddress({ ...account, addressId: address.addressId }),
      onSuccess: async () => {
        setAsking(false);
        await queries.invalidateQueries({ queryKey: ['cryptoWithdrawal'] });
      },
    },
    queryClient,
  );
  return (
    <Paper withBorder radius="sm" p="sm" component="li" data-testid="whitelist-entry" data-address={address.address}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{address.label}</Text>
          <Text size="sm" c="dimmed">{`${address.asset} · ${networkName(address.network)}`}</Text>
        </Group>
        <LongCode testId="whitelist-entry-address">{address.address}</LongCode>
        {address.destinationTag !== null && (
          <Text size="sm">{`${t('common.destinationTag')}: ${address.destinationTag}`}</Text>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          {address.ready ? (
            <Text size="sm" c="success" fw={500} data-testid="whitelist-entry-state" data-ready="true">
              {t('whitelist.ready')}
            </Text>
          ) : (
            <Text size="sm" c="warning" fw={500} data-testid="whitelist-entry-state" data-ready="false">
              {t('whitelist.coolingOff', { time: format(address.availableFrom) })}
            </Text>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="danger"
            onClick={() => setAsking(true)}
            aria-label={rowActionName(t('whitelist.remove'), address.label)}
            data-testid="whitelist-remove"
          >
            {t('whitelist.remove')}
          </Button>
        </Group>
      </Stack>
      <DangerConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('whitelist.removeTitle')}
        keepLabel={t('whitelist.keep')}
        confirmLabel={t('whitelist.remove')}
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
        confirmTestId="whitelist-remove-confirm"
      >
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {t('whitelist.removeConfirm', { label: address.label, address: address.address })}
        </Text>
        {remove.isError && <OrderFailureAlert failure={withdrawalFailureOf(remove.error)} />}
      </DangerConfirmDialog>
    </Paper>
  );
}

export function CryptoWhitelistPage() {
  const { t } = useTranslation('cryptoWithdrawal');
  const api = useWithdrawalApi();
  const account = useCryptoAccount();
  const addresses = useQuery(
    { ...addressesQuery(api, account ?? { accountCode: '', source: 'fos' }), enabled: account !== undefined },
    queryClient,
  );
  const terms = useQuery(
    { ...termsQuery(api, account ?? { accountCode: '', source: 'fos' }), enabled: account !== undefined },
    queryClient,
  );
  const maximum = terms.data?.maximumAddresses ?? 20;
  const list = addresses.data?.addresses ?? [];
  return (
    <TicketPage heading={t('whitelist.heading')}>
      <Text>{t('whitelist.intro', { hours: terms.data?.coolingOffHours ?? 24 })}</Text>
      {account !== undefined && <AddAddressForm account={account} full={list.length >= maximum} />}
      <Stack gap="sm" component="section" aria-labelledby="whitelist-list-heading">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="whitelist-list-heading">
            {t('whitelist.listHeading')}
          </Title>
          {addresses.data !== undefined && (
            <Text size="sm" c="dimmed" data-testid="whitelist-count">
              {t('whitelist.count', { count: list.length, maximum })}
            </Text>
          )}
        </Group>
        {addresses.data === undefined ? (
          <QueryState failed={addresses.isError} onRetry={() => void addresses.refetch()} />
        ) : list.length === 0 ? (
          <Text c="dimmed">{t('whitelist.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="whitelist-list">
            {account !== undefined &&
              list.map((address) => <AddressCard key={address.addressId} account={account} address={address} />)}
          </Stack>
        )}
        <Group>
          <Anchor component={Link} to="/cryptos/withdraw">
            {t('whitelist.goWithdraw')}
          </Anchor>
        </Group>
      </Stack>
    </TicketPage>
  );
}
