import { Alert, Anchor, Badge, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DepositRequest } from '@portal/contract';
import { depositFormMethods } from '@portal/contract';
import { cashAmountProblem } from '@portal/contract/domain/cash/cash-amount';
import { formatAmount } from '@portal/contract/domain/number-format';
import { depositResultCatalogue } from '@portal/contract/domain/order/deposit-results';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { orderFailureOf } from '../../../shared/ticket/order-failure';
import { useTicketFlow } from '../../../shared/ticket/ticket-flow';
import {
  ConfirmStep,
  Fact,
  PlacedOrder,
  QueryState,
  TicketForm,
  TicketPage,
  tabular,
  useResultText,
} from '../../../shared/ticket/ticket-parts';
import { depositQueryKeys, useDepositAccount, useDepositApi, type DepositAccount } from './deposit-api';
import { formatFileSize, proofFileFacts, type ChosenProof } from '../../../shared/upload/proof-file';
import { ProofFileField, type ProofFieldProps } from '../../../shared/upload/proof-file-field';

type FormMethod = (typeof depositFormMethods)[number];

type DepositInput = {
  readonly amount: string;
  readonly currency: string;
  readonly method: FormMethod;
  readonly proof: { readonly fileName: string; readonly content: string };
};

type Instructions = Awaited<ReturnType<ReturnType<typeof useDepositApi>['cashDeposit']['depositInstructions']>>;

const depositFailureOf = (error: unknown) => orderFailureOf(error, { catalogue: depositResultCatalogue });

/** The proof field: a file picker, then the chosen file's name, size and type, or why it cannot be sent. */
function ProofField(props: ProofFieldProps) {
  const { t } = useTranslation('cashDeposit');
  const resultText = useResultText(depositResultCatalogue);
  return (
    <ProofFileField
      id="deposit-proof"
      label={t('request.proof')}
      description={t('request.proofHint', { size: formatFileSize(props.maximumBytes) })}
      {...props}
      chosenText={(facts) => t('request.proofChosen', facts)}
      chosenTestId="deposit-proof-preview"
      problemText={(problem) =>
        problem === 'required'
          ? resultText('proofRequired')
          : problem.problem === 'tooLarge'
            ? `${resultText('proofTooLarge')} (${formatFileSize(problem.sizeBytes)})`
            : problem.problem === 'type'
              ? resultText('proofTypeNotAllowed')
              : t('request.proofErrors.unreadable')
      }
    />
  );
}

function DepositTicket({ account, instructions }: { account: DepositAccount; instructions: Instructions }) {
  const { t } = useTranslation('cashDeposit');
  const { t: ticketText } = useTranslation('ticket');
  const client = useDepositApi();
  const cache = useQueryClient(queryClient);
  const firstCurrency = instructions.currencies[0];
  const [currency, setCurrency] = useState<string>(
    instructions.currencies.find((entry) => entry.currency === 'HKD')?.currency ?? firstCurrency?.currency ?? 'HKD',
  );
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<FormMethod>('bankTransfer');
  const [proof, setProof] = useState<ChosenProof | undefined>(undefined);
  const [proofKey, setProofKey] = useState(0);
  const flow = useTicketFlow<DepositInput, { request: DepositRequest; replayed: boolean }>({
    send: (input, clientReference) =>
      client.cashDeposit.submitDepositRequest({ ...account, clientReference, ...input }),
    readFailure: depositFailureOf,
    onPlaced: () => {
      void cache.invalidateQueries({ queryKey: depositQueryKeys.all });
    },
  });
  const chosen = instructions.currencies.find((entry) => entry.currency === currency);
  const precision = chosen?.precision ?? 2;
  const amountProblem = amount.trim() === '' ? 'required' : cashAmountProblem(amount.trim(), precision);
  const methodProblem = method === 'fps' && !(instructions.fpsCurrencies as readonly string[]).includes(currency);
  const input = (): DepositInput | undefined =>
    amountProblem === undefined && !methodProblem && proof?.ok
      ? {
          amount: amount.trim(),
          currency,
          method,
          proof: { fileName: proof.fileName, content: proof.content },
        }
      : undefined;
  const props = flow.stepProps({
    ready: () => input() !== undefined,
    input,
    clear: () => {
      setAmount('');
      setProof(undefined);
      setProofKey((key) => key + 1);
    },
  });

  if (flow.result) {
    const { request, replayed } = flow.result;
    return (
      <PlacedOrder
        message={t('request.placed', { requestId: request.requestId })}
        heading={t('request.placedHeading')}
        newOrderLabel={t('request.placedAgain')}
        replayed={replayed}
        onNewOrder={props.onNewOrder}
        links={
          <Anchor component={Link} to="/cashes/history" size="sm">
            {t('request.viewHistory')}
          </Anchor>
        }
      >
        <Group gap="lg">
          <Fact label={t('request.confirm.amount')}>
            {request.currency} {formatAmount(request.amount, precision)}
          </Fact>
          <Fact label={t('history.columns.status')}>
            <span data-testid="placed-status">{t(`statuses.${request.status}`)}</span>
          </Fact>
          <Fact label={t('request.confirm.expected')}>{request.expectedCreditDate}</Fact>
        </Group>
      </PlacedOrder>
    );
  }

  if (props.step === 'confirm' && proof?.ok) {
    return (
      <ConfirmStep actions={props} note={t('request.confirm.note')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('request.confirm.amount')} testId="confirm-amount">
            {currency} {formatAmount(amount.trim(), precision)}
          </Fact>
          <Fact label={t('request.confirm.method')}>{t(`methods.${method}`)}</Fact>
          <Fact label={t('request.confirm.proof')}>{t('request.proofChosen', proofFileFacts(proof))}</Fact>
          <Fact label={t('request.confirm.expected')} testId="confirm-expected">
            {instructions.expectedCreditDate}
          </Fact>
        </SimpleGrid>
      </ConfirmStep>
    );
  }

  const amountError =
    props.showErrors && amountProblem !== undefined
      ? amountProblem === 'tooManyDecimals'
        ? ticketText('errors.tooManyDecimals', { decimals: precision })
        : ticketText(`errors.${amountProblem}`)
      : undefined;
  return (
    <TicketForm
      onReview={props.onReview}
      blocked={props.showErrors && input() === undefined}
      reviewLabel={t('request.review')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t('request.currency')}
          value={currency}
          data-testid="deposit-currency"
          data={instructions.currencies.map((entry) => entry.currency)}
          onChange={(event) => flow.edit(setCurrency)(event.currentTarget.value)}
        />
        <Fact label={t('request.balance', { currency })} testId="deposit-balance">
          {formatAmount(chosen?.available ?? '0', precision)}
        </Fact>
        <TextInput
          label={t('request.amount')}
          description={t('request.amountHint', { decimals: precision })}
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          data-testid="deposit-amount"
          styles={{ input: tabular }}
          error={amountError}
          onChange={(event) => flow.edit(setAmount)(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('request.method')}
          value={method}
          data-testid="deposit-method"
          data={depositFormMethods.map((value) => ({ value, label: t(`methods.${value}`) }))}
          error={methodProblem ? t('request.fpsNotInCurrency', { currency }) : undefined}
          onChange={(event) => flow.edit(setMethod)(event.currentTarget.value as FormMethod)}
        />
      </SimpleGrid>
      <ProofField
        key={proofKey}
        proof={proof}
        maximumBytes={instructions.maximumProofBytes}
        showErrors={props.showErrors}
        onChoose={flow.edit(setProof)}
      />
      <Paper withBorder radius="sm" p="sm" data-testid="deposit-cut-off">
        <Stack gap={4}>
          <Text size="sm">{t('request.cutOff', { time: instructions.cutOffTime })}</Text>
          <Group gap="xs">
            <Text size="sm" fw={600} data-testid="deposit-expected-date">
              {t('request.expected', { date: instructions.expectedCreditDate })}
            </Text>
            {instructions.afterCutOff && (
              <Badge color="warning" variant="light">
                {t('request.afterCutOff')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Paper>
    </TicketForm>
  );
}

/** SPEC §2 cashes/request: a deposit request with its proof of payment, confirmed before it is sent. */
export function DepositRequestPage() {
  const { t } = useTranslation('cashDeposit');
  const account = useDepositAccount();
  const client = useDepositApi();
  const instructions = useQuery(
    {
      queryKey: account ? depositQueryKeys.instructions(account) : depositQueryKeys.all,
      queryFn: ({ signal }) =>
        account ? client.cashDeposit.depositInstructions(account, { signal }) : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
  if (!account) return null;
  return (
    <TicketPage heading={t('request.heading')}>
      <Text size="sm">{t('request.intro')}</Text>
      <Group gap="md">
        <Anchor component={Link} to="/cashes/requests/instruction" size="sm">
          {t('request.instructionLink')}
        </Anchor>
        <Anchor component={Link} to="/cashes/history" size="sm">
          {t('request.historyLink')}
        </Anchor>
      </Group>
      {instructions.data ? (
        <DepositTicket account={account} instructions={instructions.data} />
      ) : (
        <QueryState failed={instructions.isError} onRetry={() => void instructions.refetch()} />
      )}
      {instructions.data?.currencies.length === 0 && <Alert color="warning">{t('loadFailed')}</Alert>}
    </TicketPage>
  );
}
