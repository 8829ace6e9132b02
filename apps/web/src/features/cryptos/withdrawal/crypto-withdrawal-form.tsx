/* The withdrawal form: asset, network, a ready whitelisted address and the amount, with the fee, what the address
 * receives, the total and the daily limit left; its review (crypto-withdrawal-review.tsx) confirms it with a step-up,
 * and the withdrawal placed is said above the form until the next review. */
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExactDecimal, type CryptoWithdrawalAsset } from '@portal/contract';
import { assetNetworkTermsOf, networksOfAsset } from '@portal/contract/domain/crypto/crypto-networks';
import type { CryptoAssetCode } from '@portal/contract/domain/crypto/crypto-assets';
import { cryptoAssetOf } from '@portal/contract/domain/crypto/crypto-assets';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useStepUp } from '../../../shared/step-up/use-step-up';
import { useTicketFlow } from '../../../shared/ticket/ticket-flow';
import { QueryState } from '../../../shared/ticket/ticket-parts';
import { formatQuantity, type CryptoAccount } from '../crypto-common';
import { amountProblem } from './amount-problem';
import { WithdrawalReview } from './crypto-withdrawal-review';
import { useWithdrawalApi } from './withdrawal-api';
import { WithdrawalFacts } from './withdrawal-facts';
import { withdrawalFailureOf } from './withdrawal-failure';
import { addressesQuery, networkName, termsQuery, withdrawableAssets } from './withdrawal-parts';
import { WithdrawalPlacedNote, type PlacedWithdrawal } from './withdrawal-placed-note';

type WithdrawalInput = { readonly addressId: string; readonly amount: string };

export function WithdrawalForm({ account }: { account: CryptoAccount }) {
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

  const facts = <WithdrawalFacts asset={asset} fee={fee} received={valid ? amount.trim() : undefined} total={total} />;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="withdraw-form-heading">
      {stepUp.dialog}
      <Stack gap="sm">
        <Title order={2} size="h4" id="withdraw-form-heading">
          {reviewing ? t('withdraw.confirmHeading') : t('withdraw.newWithdrawal')}
        </Title>
        {placed !== undefined && <WithdrawalPlacedNote placed={placed} />}
        {reviewing ? (
          <WithdrawalReview
            amount={amount.trim()}
            asset={asset}
            network={network}
            address={chosen}
            facts={facts}
            actions={steps}
          />
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
