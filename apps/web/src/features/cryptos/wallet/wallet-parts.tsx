/* What the wallet pages share (issue 18 parts 4 and 6, ADR 043): status badges, a copyable address, the refusal of a
 * wallet operation in the reader's language, the originator dialog of a held deposit, short hashes. */
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  cryptoWalletResultCatalogue,
  originatorRelationships,
  type CryptoDeposit,
  type DepositOriginator,
} from '@portal/contract';
import { taxCountryCodes } from '@portal/contract/domain/accounts/tax-residence';
import { cryptoNetworkOf } from '@portal/contract/domain/crypto/crypto-networks';
import { onChainStatusLabels, type OnChainStatus } from '@portal/contract/domain/crypto/on-chain-movement';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OrderFailureAlert } from '../../../shared/ticket/ticket-parts';
import { orderFailureOf, type OrderFailure } from '../../../shared/ticket/order-failure';
import { formatQuantity, type CryptoAccount } from '../crypto-common';
import { useWalletApi, walletQueryKeys } from './wallet-api';

/** Why the server refused a wallet operation: its result (VA7xx) in three languages, or a retry. */
export function walletFailureOf(error: unknown): OrderFailure {
  return orderFailureOf(error, { catalogue: cryptoWalletResultCatalogue });
}

export const monospace = { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } as const;

export function networkName(network: string): string {
  return cryptoNetworkOf(network)?.name ?? network;
}

/** 0x1234…cdef: a long hash or address shortened for a table, whole in its title. */
export function shortened(text: string, keep = 8): string {
  return text.length <= keep * 2 + 1 ? text : `${text.slice(0, keep)}…${text.slice(-keep)}`;
}

const statusColours: Record<OnChainStatus, string> = {
  pending: 'neutral',
  confirming: 'info',
  held: 'warning',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

export function MovementStatusBadge({ status }: { status: OnChainStatus }) {
  const language = useShownLanguage();
  return (
    <Badge variant="light" color={statusColours[status]} data-testid="movement-status" data-status={status}>
      {onChainStatusLabels[status][language]}
    </Badge>
  );
}

/** A value with a copy button beside it (the address, a destination tag). */
export function CopyableText({
  value,
  label,
  testId,
  compact = false,
}: {
  value: string;
  label: string;
  testId: string;
  /** A longer text (a message to sign): smaller, regular weight, its line breaks kept. */
  compact?: boolean;
}) {
  const { t } = useTranslation('cryptoWallet');
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text
        fw={compact ? 400 : 600}
        size={compact ? 'sm' : undefined}
        style={compact ? { ...monospace, whiteSpace: 'pre-wrap' } : monospace}
        data-testid={testId}
        data-value={value}
        flex={1}
      >
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('common.copied') : label} withArrow>
            <Button size="compact-sm" variant="light" onClick={copy} aria-label={label}>
              {copied ? t('common.copied') : t('common.copy')}
            </Button>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function countryNameOf(language: string): (code: string) => string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = undefined;
  }
  return (code) => names?.of(code) ?? code;
}

/**
 * The travel-rule dialog of a held deposit: the client's own wallet (named, then declared) or a third party (name,
 * relationship, country). Declaring credits the deposit.
 */
export function OriginatorDialog({
  account,
  deposit,
  onClose,
  onDeclared,
}: {
  account: CryptoAccount;
  deposit: CryptoDeposit | undefined;
  onClose: () => void;
  onDeclared: (deposit: CryptoDeposit) => void;
}) {
  const { t } = useTranslation('cryptoWallet');
  const language = useShownLanguage();
  const walletApi = useWalletApi();
  const cache = useQueryClient(queryClient);
  const [kind, setKind] = useState<DepositOriginator['kind']>('ownWallet');
  const [label, setLabel] = useState('');
  const [name, setName] = useState('');
  const [relationship, setRelationship] = useState<(typeof originatorRelationships)[number]>('family');
  const [country, setCountry] = useState('');
  const [shown, setShown] = useState(false);
  const declare = useMutation(
    {
      mutationFn: (originator: DepositOriginator) =>
        walletApi.cryptoWallet.declareDepositOriginator({ ...account, depositId: deposit?.id ?? '', originator }),
      onSuccess: (answer) => {
        void cache.invalidateQueries({ queryKey: walletQueryKeys.all });
        void cache.invalidateQueries({ queryKey: ['cryptoOrder'] });
        onDeclared(answer.deposit);
      },
    },
    queryClient,
  );
  const countryName = countryNameOf(language);
  const countries = [...taxCountryCodes].sort((a, b) => countryName(a).localeCompare(countryName(b), language));
  const labelError = shown && label.trim() === '' ? t('originator.errors.label') : undefined;
  const nameError = shown && name.trim().length < 2 ? t('originator.errors.name') : undefined;
  const countryError = shown && country === '' ? t('originator.errors.country') : undefined;
  const close = () => {
    declare.reset();
    setShown(false);
    onClose();
  };
  const submit = () => {
    setShown(true);
    if (kind === 'ownWallet') {
      if (label.trim() === '') return;
      declare.mutate({ kind, label: label.trim() });
      return;
    }
    if (name.trim().length < 2 || country === '') return;
    declare.mutate({ kind, name: name.trim(), relationship, country });
  };
  return (
    <Modal
      opened={deposit !== undefined}
      onClose={close}
      title={t('originator.title')}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      {deposit !== undefined && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md" data-testid="originator-dialog">
            <Text size="sm">
              {t('originator.intro', {
                amount: formatQuantity(deposit.amount),
                asset: deposit.asset,
                address: deposit.counterpartyAddress,
              })}
            </Text>
            <Radio.Group
              label={t('originator.kind')}
              value={kind}
              onChange={(value) => setKind(value === 'thirdParty' ? 'thirdParty' : 'ownWallet')}
            >
              <Group gap="lg" mt="xs">
                <Radio value="ownWallet" label={t('originator.ownWallet')} data-testid="originator-own" />
                <Radio value="thirdParty" label={t('originator.thirdParty')} data-testid="originator-third-party" />
              </Group>
            </Radio.Group>
            {kind === 'ownWallet' ? (
              <TextInput
                label={t('originator.label')}
                description={t('originator.labelHint')}
                value={label}
                maxLength={40}
                onChange={(event) => setLabel(event.currentTarget.value)}
                error={labelError}
                required
                data-testid="originator-label"
              />
            ) : (
              <>
                <TextInput
                  label={t('originator.name')}
                  value={name}
                  maxLength={120}
                  autoComplete="name"
                  onChange={(event) => setName(event.currentTarget.value)}
                  error={nameError}
                  required
                  data-testid="originator-name"
                />
                <NativeSelect
                  label={t('originator.relationship')}
                  value={relationship}
                  onChange={(event) => {
                    const chosen = originatorRelationships.find((value) => value === event.currentTarget.value);
                    if (chosen !== undefined) setRelationship(chosen);
                  }}
                  data={originatorRelationships.map((value) => ({
                    value,
                    label: t(`originator.relationships.${value}`),
                  }))}
                  data-testid="originator-relationship"
                />
                <NativeSelect
                  label={t('originator.country')}
                  value={country}
                  onChange={(event) => setCountry(event.currentTarget.value)}
                  data={[
                    { value: '', label: t('originator.chooseCountry') },
                    ...countries.map((code) => ({ value: code, label: countryName(code) })),
                  ]}
                  error={countryError}
                  required
                  data-testid="originator-country"
                />
              </>
            )}
            <OrderFailureAlert
              failure={declare.isError ? walletFailureOf(declare.error) : undefined}
              testId="originator-failure"
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={declare.isPending}>
                {t('originator.cancel')}
              </Button>
              <Button type="submit" loading={declare.isPending} data-testid="originator-submit">
                {t('originator.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The note after a declaration: what was credited. */
export function DeclaredNote({ deposit }: { deposit: CryptoDeposit | undefined }) {
  const { t } = useTranslation('cryptoWallet');
  if (deposit === undefined) return null;
  return (
    <Alert color="success" variant="light" role="status" data-testid="originator-declared">
      {t('originator.done', { amount: formatQuantity(deposit.amount), asset: deposit.asset })}
    </Alert>
  );
}
