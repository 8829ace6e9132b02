import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExactDecimal, type EddaAuthorisation } from '@portal/contract';
import { cashAmountProblem } from '@portal/contract/domain/cash/cash-amount';
import { formatAmount } from '@portal/contract/domain/number-format';
import { eddaResultCatalogue } from '@portal/contract/domain/order/edda-results';
import { useApiQuery } from '../../../shared/api/api-query';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LegalAgreementContent } from '../../../shared/legal/legal-agreement-content';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { orderFailureOf } from '../../../shared/ticket/order-failure';
import { useTicketFlow } from '../../../shared/ticket/ticket-flow';
import {
  ConfirmStep,
  Fact,
  OrderFailureAlert,
  PlacedOrder,
  QueryState,
  TicketForm,
  TicketPage,
  tabular,
} from '../../../shared/ticket/ticket-parts';
import { oneLine } from '../../../shared/ui/money';
import { useDepositAccount, useDepositApi, type DepositAccount } from '../deposit/deposit-api';
import { useEddaOverview } from './edda-overview';
import { eddaQueryKeys, eddaStatusColours } from './edda-format';
import { rowActionName } from '../../../shared/ui/row-action';

type Overview = Awaited<ReturnType<ReturnType<typeof useDepositApi>['cashEdda']['eddaOverview']>>;

type SetupInput = {
  readonly bankCode: string;
  readonly accountNumber: string;
  readonly accountHolderName: string;
  readonly currency: string;
  readonly debitLimit: string;
};

const eddaFailureOf = (error: unknown) => orderFailureOf(error, { catalogue: eddaResultCatalogue });

function DeleteButton({ account, authorisation }: { account: DepositAccount; authorisation: EddaAuthorisation }) {
  const { t } = useTranslation('cashEdda');
  const client = useDepositApi();
  const cache = useQueryClient(queryClient);
  const [asking, setAsking] = useState(false);
  const remove = useMutation(
    {
      mutationFn: () => client.cashEdda.deleteEdda({ ...account, ddaReference: authorisation.ddaReference }),
      onSuccess: () => {
        setAsking(false);
        void cache.invalidateQueries({ queryKey: eddaQueryKeys.all });
      },
    },
    queryClient,
  );
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="danger"
        onClick={() => setAsking(true)}
        aria-label={rowActionName(t('setup.delete'), authorisation.ddaReference)}
        data-testid="delete-edda"
      >
        {t('setup.delete')}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('setup.delete')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('setup.deleteConfirm', { ddaReference: authorisation.ddaReference })}</Text>
          {remove.isError && <OrderFailureAlert failure={eddaFailureOf(remove.error)} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)} disabled={remove.isPending}>
              {t('setup.deleteKeep')}
            </Button>
            <Button
              color="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate()}
              data-testid="confirm-delete-edda"
            >
              {t('setup.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function Authorisations({ account, overview }: { account: DepositAccount; overview: Overview }) {
  const { t } = useTranslation('cashEdda');
  const language = useShownLanguage();
  if (overview.authorisations.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="edda-empty">
        {t('setup.empty')}
      </Text>
    );
  }
  const precisionOf = (currency: string) =>
    overview.currencies.find((entry) => entry.currency === currency)?.precision ?? 2;
  return (
    <ScrollArea>
      <Table striped withTableBorder miw={820} data-testid="edda-authorisations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('setup.columns.reference')}</Table.Th>
            <Table.Th>{t('setup.columns.bank')}</Table.Th>
            <Table.Th>{t('setup.columns.account')}</Table.Th>
            <Table.Th>{t('setup.columns.currency')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('setup.columns.limit')}</Table.Th>
            <Table.Th>{t('setup.columns.status')}</Table.Th>
            <Table.Th>{t('setup.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {overview.authorisations.map((authorisation) => (
            <Table.Tr key={authorisation.ddaReference} data-testid={`edda-${authorisation.ddaReference}`}>
              <Table.Td style={tabular}>{authorisation.ddaReference}</Table.Td>
              <Table.Td>{authorisation.bankName[language]}</Table.Td>
              <Table.Td style={{ ...tabular, ...oneLine }}>{authorisation.accountNumber}</Table.Td>
              <Table.Td>{authorisation.currency}</Table.Td>
              <Table.Td style={{ ...tabular, ...oneLine, textAlign: 'right' }}>
                {formatAmount(authorisation.debitLimit, precisionOf(authorisation.currency))}
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Badge color={eddaStatusColours[authorisation.status]} variant="light" data-testid="edda-status">
                    {t(`statuses.${authorisation.status}`)}
                  </Badge>
                  {authorisation.reason && (
                    <Text size="xs" c="dimmed">
                      {authorisation.reason}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {authorisation.status === 'completed' && (
                    <Anchor
                      component={Link}
                      to={`/cashes/requests/ddi/${encodeURIComponent(authorisation.ddaReference)}`}
                      size="sm"
                      aria-label={rowActionName(t('setup.depositLink'), authorisation.ddaReference)}
                      data-testid="edda-deposit-link"
                    >
                      {t('setup.depositLink')}
                    </Anchor>
                  )}
                  {authorisation.deletable && <DeleteButton account={account} authorisation={authorisation} />}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** The eDDA agreement, shown in full before the form; accepting it opens the form. */
function AgreementStep({ accepted, onAccept }: { accepted: boolean; onAccept: (accepted: boolean) => void }) {
  const { t } = useTranslation('cashEdda');
  const { language } = usePreferences();
  const query = useApiQuery('legalAgreement', 'searchLegalAgreements', { types: ['eddaAgreement'], language });
  const agreement = query.data?.legalAgreements.find((entry) => entry.type === 'eddaAgreement');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {agreement?.title ?? t('setup.agreement')}
      </Title>
      {agreement ? (
        <ScrollArea.Autosize
          mah={220}
          type="auto"
          data-testid="edda-agreement"
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': agreement.title }}
        >
          <LegalAgreementContent html={agreement.content} />
        </ScrollArea.Autosize>
      ) : (
        <QueryState failed={query.isError} onRetry={() => void query.refetch()} />
      )}
      <Checkbox
        label={t('setup.agreementAccept')}
        checked={accepted}
        disabled={!agreement}
        onChange={(event) => onAccept(event.currentTarget.checked)}
        data-testid="edda-agreement-accept"
      />
    </Stack>
  );
}

function SetupTicket({ account, overview }: { account: DepositAccount; overview: Overview }) {
  const { t } = useTranslation('cashEdda');
  const { t: ticketText } = useTranslation('ticket');
  const language = useShownLanguage();
  const client = useDepositApi();
  const cache = useQueryClient(queryClient);
  const [accepted, setAccepted] = useState(false);
  const [bankCode, setBankCode] = useState(overview.banks[0]?.bankCode ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountHolderName, setAccountHolderName] = useState('');
  const [currency, setCurrency] = useState(
    overview.currencies.find((entry) => entry.currency === 'HKD')?.currency ?? overview.currencies[0]?.currency ?? '',
  );
  const [debitLimit, setDebitLimit] = useState('50000');
  const flow = useTicketFlow<SetupInput, { authorisation: EddaAuthorisation; replayed: boolean }>({
    send: (input, clientReference) =>
      client.cashEdda.setUpEdda({ ...account, clientReference, agreementAccepted: true, ...input }),
    readFailure: eddaFailureOf,
    onPlaced: () => {
      void cache.invalidateQueries({ queryKey: eddaQueryKeys.all });
    },
  });
  const precision = overview.currencies.find((entry) => entry.currency === currency)?.precision ?? 2;
  const digits = accountNumber.replace(/[\s-]/g, '');
  const accountNumberProblem = !/^\d{6,14}$/.test(digits);
  const holderProblem = accountHolderName.trim().length < 2;
  const limitProblem =
    debitLimit.trim() === ''
      ? 'required'
      : (cashAmountProblem(debitLimit.trim(), precision) ??
        (new ExactDecimal(debitLimit.trim()).greaterThan(overview.maximumDebitLimit) ? 'overMaximum' : undefined));
  const input = (): SetupInput | undefined =>
    accepted && !accountNumberProblem && !holderProblem && limitProblem === undefined
      ? {
          bankCode,
          accountNumber: digits,
          accountHolderName: accountHolderName.trim(),
          currency,
          debitLimit: debitLimit.trim(),
        }
      : undefined;
  const props = flow.stepProps({
    ready: () => input() !== undefined,
    input,
    clear: () => {
      setAccountNumber('');
      setAccountHolderName('');
    },
  });
  const bankName = overview.banks.find((bank) => bank.bankCode === bankCode)?.name[language] ?? bankCode;
  const maximum = formatAmount(overview.maximumDebitLimit, precision);

  if (flow.result) {
    const { authorisation, replayed } = flow.result;
    return (
      <PlacedOrder
        message={t('setup.placed', { ddaReference: authorisation.ddaReference })}
        heading={t('setup.placedHeading')}
        newOrderLabel={t('setup.placedAgain')}
        replayed={replayed}
        onNewOrder={() => {
          setAccepted(false);
          props.onNewOrder();
        }}
      >
        <Fact label={t('setup.columns.status')}>
          <span data-testid="placed-status">{t(`statuses.${authorisation.status}`)}</span>
        </Fact>
      </PlacedOrder>
    );
  }
  if (props.step === 'confirm') {
    return (
      <ConfirmStep actions={props} note={t('setup.confirmNote')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('setup.bank')}>{bankName}</Fact>
          <Fact label={t('setup.accountNumber')}>{digits}</Fact>
          <Fact label={t('setup.accountHolderName')}>{accountHolderName.trim()}</Fact>
          <Fact label={t('setup.debitLimit')} testId="confirm-limit">
            {currency} {formatAmount(debitLimit.trim(), precision)}
          </Fact>
        </SimpleGrid>
      </ConfirmStep>
    );
  }
  const limitError =
    props.showErrors && limitProblem !== undefined
      ? limitProblem === 'overMaximum'
        ? t('setup.errors.debitLimitTooLarge', { amount: maximum })
        : limitProblem === 'tooManyDecimals'
          ? ticketText('errors.tooManyDecimals', { decimals: precision })
          : ticketText(`errors.${limitProblem}`)
      : undefined;
  return (
    <TicketForm
      onReview={props.onReview}
      blocked={props.showErrors && input() === undefined}
      reviewLabel={t('setup.review')}
    >
      <AgreementStep accepted={accepted} onAccept={flow.edit(setAccepted)} />
      {!accepted ? (
        <Text size="sm" c="dimmed" data-testid="edda-agreement-first">
          {t('setup.agreementFirst')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('setup.bank')}
            value={bankCode}
            data-testid="edda-bank"
            data={overview.banks.map((bank) => ({
              value: bank.bankCode,
              label: `${bank.bankCode} ${bank.name[language]}`,
            }))}
            onChange={(event) => flow.edit(setBankCode)(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('setup.currency')}
            value={currency}
            data-testid="edda-currency"
            data={overview.currencies.map((entry) => entry.currency)}
            onChange={(event) => flow.edit(setCurrency)(event.currentTarget.value)}
          />
          <TextInput
            label={t('setup.accountNumber')}
            description={t('setup.accountNumberHint')}
            value={accountNumber}
            inputMode="numeric"
            autoComplete="off"
            data-testid="edda-account-number"
            error={props.showErrors && accountNumberProblem ? t('setup.errors.accountNumber') : undefined}
            onChange={(event) => flow.edit(setAccountNumber)(event.currentTarget.value)}
          />
          <TextInput
            label={t('setup.accountHolderName')}
            value={accountHolderName}
            autoComplete="name"
            data-testid="edda-account-holder"
            error={props.showErrors && holderProblem ? t('setup.errors.accountHolderName') : undefined}
            onChange={(event) => flow.edit(setAccountHolderName)(event.currentTarget.value)}
          />
          <TextInput
            label={t('setup.debitLimit')}
            description={t('setup.debitLimitHint', { amount: maximum })}
            value={debitLimit}
            inputMode="decimal"
            autoComplete="off"
            data-testid="edda-debit-limit"
            styles={{ input: tabular }}
            error={limitError}
            onChange={(event) => flow.edit(setDebitLimit)(event.currentTarget.value)}
          />
        </SimpleGrid>
      )}
    </TicketForm>
  );
}

/** SPEC §2 cashes/sdda: the account's direct debit authorisations, and setting up a new one after the agreement. */
export function EddaSetupPage() {
  const { t } = useTranslation('cashEdda');
  const account = useDepositAccount();
  const overview = useEddaOverview(account);
  if (!account) return null;
  return (
    <TicketPage heading={t('setup.heading')}>
      <Text size="sm">{t('setup.intro')}</Text>
      {overview.data === undefined ? (
        <QueryState failed={overview.isError} onRetry={() => void overview.refetch()} />
      ) : (
        <Stack gap="lg">
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('setup.mine')}
              </Title>
              <Authorisations account={account} overview={overview.data} />
            </Stack>
          </Paper>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('setup.newHeading')}
            </Title>
            <SetupTicket account={account} overview={overview.data} />
          </Stack>
        </Stack>
      )}
    </TicketPage>
  );
}
