/* SPEC §2 cryptos/withdraw (issue 18 part 5, ADR 044): asset → network → a ready whitelisted address → amount (at most
 * the asset's precision, at least the minimum) with the network fee, what the address receives, the available balance
 * and the daily limit left today; review, confirm, step-up, then placed with a client reference (a retry is one
 * withdrawal). Below, the account's withdrawals, polled while one is moving, each cancellable while pending. */
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ExactDecimal, type CryptoWithdrawal, type CryptoWithdrawalAsset } from '@portal/contract';
import { isPlainDecimal } from '@portal/contract/domain/decimal-value';
import { assetNetworkTermsOf, networksOfAsset } from '@portal/contract/domain/crypto/crypto-networks';
import type { CryptoAssetCode } from '@portal/contract/domain/crypto/crypto-assets';
import { cryptoAssetOf } from '@portal/contract/domain/crypto/crypto-assets';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useStepUp } from '../../../shared/step-up/use-step-up';
import { useTicketFlow } from '../../../shared/ticket/ticket-flow';
import { Fact, OrderFailureAlert, QueryState, TicketPage } from '../../../shared/ticket/ticket-parts';
import { formatQuantity, useCryptoAccount, type CryptoAccount } from '../crypto-common';
import { useWithdrawalApi } from './withdrawal-api';
import { withdrawalFailureOf } from './withdrawal-failure';
import {
  LongCode,
  StatusBadge,
  addressesQuery,
  networkName,
  termsQuery,
  useInstantFormat,
  withdrawableAssets,
  withdrawalsQuery,
} from './withdrawal-parts';
import { rowActionName } from '../../../shared/ui/row-action';

export type AmountProblem =
  'required' | 'notANumber' | 'notPositive' | 'tooPrecise' | 'belowMinimum' | 'beyondAvailable' | 'beyondDailyLimit';

/** What is wrong with a typed amount, checked as the server will check it. */
export function amountProblem(
  written: string,
  rules: { decimals: number; minimum: string; fee: string; available?: string; leftToday?: string },
): AmountProblem | undefined {
  const text = written.trim();
  if (text === '') return 'required';
  if (!isPlainDecimal(text)) return 'notANumber';
  const amount = new ExactDecimal(text);
  if (amount.isZero()) return 'notPositive';
  if (amount.decimalPlaces() > rules.decimals) return 'tooPrecise';
  if (amount.lessThan(rules.minimum)) return 'belowMinimum';
  if (rules.leftToday !== undefined && amount.greaterThan(rules.leftToday)) return 'beyondDailyLimit';
  if (rules.available !== undefined && amount.plus(rules.fee).greaterThan(rules.available)) return 'beyondAvailable';
  return undefined;
}

const movingStatuses: readonly CryptoWithdrawal['status'][] = ['pending', 'processing'];

type WithdrawalInput = { readonly addressId: string; readonly amount: string };
type PlacedWithdrawal = { readonly withdrawal: CryptoWithdrawal; readonly replayed: boolean };

function WithdrawalForm({ account }: { account: CryptoAccount }) {
  const { t } = useTranslation('cryptoWithdrawal');
  const queries = useQueryClient(queryClient);
  const api = useWithdrawalApi();
  const stepUp = useStepUp(api);
  const addresses = useQuery(addressesQuery(api, account), queryClient);
  const terms = useQuery(termsQuery(api, account), queryClient);
  const [asset, setAsset] = useState('USDT');
  const [network, setNetwork] = useState('ethereum');
  const [addressId, setAddressId] = useState('');
  const [amount, setAmount] = useState('');
  // The last withdrawal placed, said above the form until the next review.
  const [placed, setPlaced] = useState<PlacedWithdrawal | undefined>();
  const flow = useTicketFlow<WithdrawalInput, PlacedWithdrawal>({
    stepUp: () => stepUp.ask('virtualAssetWithdrawal'),
    send: (input, clientReference, stepUpToken) =>
      api.cryptoWithdrawal.placeCryptoWithdrawal({ ...account, ...input, clientReference, stepUpToken }),
    readFailure: withdrawalFailureOf,
    onPlaced: (answer) => {
      setPlaced(answer);
      setAmount('');
      void queries.invalidateQueries({ queryKey: ['cryptoWithdrawal'] });
    },
  });

  if (addresses.data === undefined || terms.data === undefined) {
    return (
      <QueryState
        failed={addresses.isError || terms.isError}
        onRetry={() => {
          void addresses.refetch();
          void terms.refetch();
        }}
      />
    );
  }
  const precision = cryptoAssetOf(asset)?.precision ?? 0;
  const networkTerms = assetNetworkTermsOf(asset, network);
  const assetTerms: CryptoWithdrawalAsset | undefined = terms.data.assets.find((entry) => entry.asset === asset);
  const ready = addresses.data.addresses.filter(
    (entry) => entry.asset === asset && entry.network === network && entry.ready,
  );
  const chosen = ready.find((entry) => entry.addressId === addressId) ?? ready[0];
  const fee = networkTerms?.withdrawalFee ?? '0';
  const minimum = networkTerms?.minimumWithdrawal ?? '0';
  const problem = amountProblem(amount, {
    decimals: precision,
    minimum,
    fee,
    ...(assetTerms === undefined ? {} : { available: assetTerms.available, leftToday: assetTerms.leftToday }),
  });
  const valid = problem === undefined;
  const total = valid ? new ExactDecimal(amount.trim()).plus(fee).toFixed() : undefined;
  const problemText =
    problem === undefined
      ? undefined
      : t(`withdraw.errors.${problem}`, {
          asset,
          decimals: precision,
          amount: formatQuantity(minimum),
          left: formatQuantity(assetTerms?.leftToday ?? '0'),
        });
  const steps = flow.stepProps({
    ready: () => valid && chosen !== undefined,
    input: () => (valid && chosen !== undefined ? { addressId: chosen.addressId, amount: amount.trim() } : undefined),
    clear: () => setAmount(''),
  });
  const reviewing = steps.step === 'confirm' && chosen !== undefined;

  const facts = (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <Fact label={t('withdraw.fee')} testId="withdraw-fee">{`${formatQuantity(fee)} ${asset}`}</Fact>
      <Fact label={t('withdraw.receive')} testId="withdraw-receive">
        {valid ? `${formatQuantity(amount.trim())} ${asset}` : '—'}
      </Fact>
      <Fact label={t('withdraw.total')} testId="withdraw-total">
        {total === undefined ? '—' : `${formatQuantity(total)} ${asset}`}
      </Fact>
    </SimpleGrid>
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="withdraw-form-heading">
      {stepUp.dialog}
      <Stack gap="sm">
        <Title order={2} size="h4" id="withdraw-form-heading">
          {reviewing ? t('withdraw.confirmHeading') : t('withdraw.newWithdrawal')}
        </Title>
        {placed !== undefined && (
          <Alert color="success" variant="light" role="status" data-testid="withdraw-placed">
            {placed.replayed
              ? t('withdraw.replayed')
              : t('withdraw.placed', {
                  amount: formatQuantity(placed.withdrawal.amount),
                  asset: placed.withdrawal.asset,
                  label: placed.withdrawal.label,
                })}
          </Alert>
        )}
        {reviewing ? (
          <Stack gap="sm" data-testid="withdraw-review">
            <Text style={{ wordBreak: 'break-word' }}>
              {t('withdraw.confirmText', {
                amount: formatQuantity(amount.trim()),
                asset,
                network: networkName(network),
                label: chosen.label,
                address: chosen.address,
              })}
            </Text>
            {facts}
            <OrderFailureAlert failure={steps.failure} testId="withdraw-failure" />
            <Group>
              <Button onClick={steps.onSubmit} loading={steps.submitting} data-testid="withdraw-confirm">
                {t('withdraw.confirm')}
              </Button>
              <Button variant="default" onClick={steps.onEdit} disabled={steps.submitting}>
                {t('withdraw.back')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setPlaced(undefined);
              steps.onReview();
            }}
            noValidate
          >
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NativeSelect
                  label={t('common.asset')}
                  value={asset}
                  data={withdrawableAssets.map((code) => ({ value: code, label: code }))}
                  onChange={(event) =>
                    flow.edit((next: string) => {
                      setAsset(next);
                      setNetwork(networksOfAsset(next as CryptoAssetCode)[0]?.network ?? 'ethereum');
                      setAddressId('');
                    })(event.currentTarget.value)
                  }
                  data-testid="withdraw-asset"
                />
                <NativeSelect
                  label={t('common.network')}
                  value={network}
                  data={networksOfAsset(asset as CryptoAssetCode).map((entry) => ({
                    value: entry.network,
                    label: networkName(entry.network),
                  }))}
                  onChange={(event) =>
                    flow.edit((next: string) => {
                      setNetwork(next);
                      setAddressId('');
                    })(event.currentTarget.value)
                  }
                  data-testid="withdraw-network"
                />
              </SimpleGrid>
              {chosen === undefined ? (
                <Alert color="info" variant="light" data-testid="withdraw-no-address">
                  <Stack gap={4}>
                    <Text size="sm">{t('withdraw.noReadyAddress', { asset, network: networkName(network) })}</Text>
                    <Anchor component={Link} to="/cryptos/whitelist" size="sm">
                      {t('withdraw.manageWhitelist')}
                    </Anchor>
                  </Stack>
                </Alert>
              ) : (
                <NativeSelect
                  label={t('withdraw.addressPick')}
                  value={chosen.addressId}
                  data={ready.map((entry) => ({
                    value: entry.addressId,
                    label: `${entry.label} · ${entry.address.slice(0, 10)}…${entry.address.slice(-6)}`,
                  }))}
                  onChange={(event) => flow.edit(setAddressId)(event.currentTarget.value)}
                  data-testid="withdraw-address"
                />
              )}
              <TextInput
                label={t('withdraw.amount', { asset })}
                description={`${t('withdraw.available', {
                  amount: formatQuantity(assetTerms?.available ?? '0'),
                  asset,
                })} · ${t('withdraw.minimum', { amount: formatQuantity(minimum), asset })}`}
                value={amount}
                inputMode="decimal"
                autoComplete="off"
                onChange={(event) => flow.edit(setAmount)(event.currentTarget.value)}
                error={steps.showErrors || (amount !== '' && problem !== 'required') ? problemText : undefined}
                data-testid="withdraw-amount"
              />
              {facts}
              {assetTerms !== undefined && (
                <Text size="sm" c="dimmed" data-testid="withdraw-daily-left">
                  {t('withdraw.dailyLeft', {
                    left: formatQuantity(assetTerms.leftToday),
                    limit: formatQuantity(assetTerms.dailyLimit),
                    asset,
                  })}
                </Text>
              )}
              <Group>
                <Button type="submit" disabled={chosen === undefined} data-testid="withdraw-review-button">
                  {t('withdraw.review')}
                </Button>
                <Anchor component={Link} to="/cryptos/whitelist" size="sm">
                  {t('withdraw.manageWhitelist')}
                </Anchor>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

function WithdrawalCard({ account, withdrawal }: { account: CryptoAccount; withdrawal: CryptoWithdrawal }) {
  const { t } = useTranslation('cryptoWithdrawal');
  const format = useInstantFormat();
  const queries = useQueryClient(queryClient);
  const api = useWithdrawalApi();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation(
    {
      mutationFn: () =>
        api.cryptoWithdrawal.cancelCryptoWithdrawal({ ...account, withdrawalId: withdrawal.withdrawalId }),
      onSuccess: async () => {
        setAsking(false);
        await queries.invalidateQueries({ queryKey: ['cryptoWithdrawal'] });
      },
      onError: async () => {
        await queries.invalidateQueries({ queryKey: ['cryptoWithdrawal'] });
      },
    },
    queryClient,
  );
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      component="li"
      data-testid="withdrawal-row"
      data-withdrawal-id={withdrawal.withdrawalId}
      data-status={withdrawal.status}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text
            fw={600}
            data-testid="withdrawal-amount"
          >{`${formatQuantity(withdrawal.amount)} ${withdrawal.asset}`}</Text>
          <StatusBadge status={withdrawal.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {`${format(withdrawal.createdAt)} · ${networkName(withdrawal.network)} · ${t('withdraw.fee')} ${formatQuantity(withdrawal.fee)} ${withdrawal.asset}`}
        </Text>
        <Text size="sm">
          {`${t('history.to')}: ${withdrawal.label} `}
          <LongCode>{withdrawal.address}</LongCode>
        </Text>
        {withdrawal.transactionHash !== null && (
          <>
            <Text size="sm" data-testid="withdrawal-confirmations">
              {`${t('history.confirmations')}: ${t('history.confirmationsOf', {
                count: withdrawal.confirmations,
                required: withdrawal.requiredConfirmations,
              })}`}
            </Text>
            <Text size="sm">
              {`${t('history.transactionHash')}: `}
              <LongCode testId="withdrawal-hash">{withdrawal.transactionHash}</LongCode>
            </Text>
          </>
        )}
        {withdrawal.cancellable && (
          <Group>
            <Button
              size="xs"
              variant="subtle"
              color="danger"
              onClick={() => setAsking(true)}
              aria-label={rowActionName(t('history.cancel'), withdrawal.withdrawalId)}
              data-testid="withdrawal-cancel"
            >
              {t('history.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('history.cancelTitle')} centered>
        <Stack gap="sm">
          <Text size="sm">
            {t('history.cancelConfirm', {
              amount: formatQuantity(withdrawal.amount),
              asset: withdrawal.asset,
              label: withdrawal.label,
            })}
          </Text>
          {cancel.isError && <OrderFailureAlert failure={withdrawalFailureOf(cancel.error)} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)} disabled={cancel.isPending}>
              {t('history.keep')}
            </Button>
            <Button
              color="danger"
              onClick={() => cancel.mutate()}
              loading={cancel.isPending}
              data-testid="withdrawal-cancel-confirm"
            >
              {t('history.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function WithdrawalList({ account }: { account: CryptoAccount }) {
  const { t } = useTranslation('cryptoWithdrawal');
  const queries = useQueryClient(queryClient);
  const api = useWithdrawalApi();
  const withdrawals = useQuery(
    {
      ...withdrawalsQuery(api, account),
      // Live while one is moving: the simulated chain sends and confirms it on the server clock.
      refetchInterval: (query) =>
        query.state.data?.withdrawals.some((entry) => movingStatuses.includes(entry.status)) === true ? 2_000 : false,
    },
    queryClient,
  );
  // A status that changed (sent, completed, failed) may change the balance and the limit left: read the terms again.
  const statuses = withdrawals.data?.withdrawals.map((entry) => `${entry.withdrawalId}:${entry.status}`).join(',');
  useEffect(() => {
    if (statuses !== undefined) void queries.invalidateQueries({ queryKey: termsQuery(api, account).queryKey });
  }, [statuses, queries, account, api]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="withdrawals-heading">
      <Title order={2} size="h4" id="withdrawals-heading">
        {t('history.heading')}
      </Title>
      {withdrawals.data === undefined ? (
        <QueryState failed={withdrawals.isError} onRetry={() => void withdrawals.refetch()} />
      ) : withdrawals.data.withdrawals.length === 0 ? (
        <Text c="dimmed">{t('history.empty')}</Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('history.label')}
          data-testid="withdrawal-list"
        >
          {withdrawals.data.withdrawals.map((withdrawal) => (
            <WithdrawalCard key={withdrawal.withdrawalId} account={account} withdrawal={withdrawal} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function CryptoWithdrawPage() {
  const { t } = useTranslation('cryptoWithdrawal');
  const account = useCryptoAccount();
  return (
    <TicketPage heading={t('withdraw.heading')}>
      {account !== undefined && (
        <>
          <WithdrawalForm account={account} />
          <WithdrawalList account={account} />
        </>
      )}
    </TicketPage>
  );
}
