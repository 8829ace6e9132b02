import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Input,
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { BankAccountStatus, BankAccountView } from '@portal/contract';
import {
  accountNumberProblem,
  fpsProxyTypeOf,
  holderNameMatches,
  isBranchCode,
} from '@portal/contract/domain/accounts/hong-kong-banks';
import { formatDate } from '@portal/contract/domain/date-format';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useStepUp } from '../../../shared/step-up/use-step-up';
import { Fact, QueryState, TicketPage, tabular } from '../../../shared/ticket/ticket-parts';
import { oneLine } from '../../../shared/ui/money';
import { formatFileSize, readProof, type ChosenProof } from '../../../shared/upload/proof-file';
import { bankAccountFailureOf, type BankAccountFailure } from './bank-account-errors';
import { useAccountKey, useAccountsApi, type AccountKey } from '../accounts-api';
import { rowActionName } from '../../../shared/ui/row-action';

type Overview = Awaited<ReturnType<Api['accountBank']['bankAccountOverview']>>;
type Account = AccountKey;

const overviewKey = (account: Account) => ['accountBank', 'bankAccountOverview', account] as const;

/** The semantic colour of each status (ADR 022). */
const statusColours: Readonly<Record<BankAccountStatus, string>> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
  removed: 'neutral',
};

const statementAccept = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

function FailureAlert({ failure }: { failure: BankAccountFailure | undefined }) {
  const { t } = useTranslation('accountBank');
  if (failure === undefined || failure.kind !== 'message') return null;
  return (
    <Alert color="danger" role="alert" data-testid="bank-account-failure">
      {t(`errors.${failure.key}`)}
    </Alert>
  );
}

function RemoveButton({
  account,
  bankAccount,
  askStepUp,
}: {
  account: Account;
  bankAccount: BankAccountView;
  askStepUp: () => Promise<string | null>;
}) {
  const { t } = useTranslation('accountBank');
  const language = useShownLanguage();
  const api = useAccountsApi();
  const cache = useQueryClient(queryClient);
  const [asking, setAsking] = useState(false);
  const remove = useMutation(
    {
      mutationFn: async () => {
        // One dialog at a time: the confirmation closes while the step-up asks, and opens again on a refusal.
        setAsking(false);
        const stepUpToken = await askStepUp();
        if (stepUpToken === null) return null;
        return api.accountBank.removeBankAccount({ ...account, bankAccountId: bankAccount.bankAccountId, stepUpToken });
      },
      onSuccess: () => {
        void cache.invalidateQueries({ queryKey: ['accountBank'] });
        void cache.invalidateQueries({ queryKey: ['cash'] });
      },
      onError: () => setAsking(true),
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
        aria-label={rowActionName(
          t('remove.action'),
          `${bankAccount.bankName[language]} ${bankAccount.maskedAccountNumber}`,
        )}
        data-testid={`remove-${bankAccount.bankAccountId}`}
      >
        {t('remove.action')}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('remove.title')} centered>
        <Stack gap="sm">
          <Text size="sm">
            {t('remove.confirm', {
              bank: bankAccount.bankName[language],
              number: bankAccount.maskedAccountNumber,
              currency: bankAccount.currency,
            })}
          </Text>
          {remove.isError && <FailureAlert failure={bankAccountFailureOf(remove.error)} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)} disabled={remove.isPending}>
              {t('remove.keep')}
            </Button>
            <Button
              color="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate()}
              data-testid="confirm-remove-bank-account"
            >
              {t('remove.action')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function BankAccountList({
  account,
  overview,
  askStepUp,
}: {
  account: Account;
  overview: Overview;
  askStepUp: () => Promise<string | null>;
}) {
  const { t } = useTranslation('accountBank');
  const language = useShownLanguage();
  if (overview.bankAccounts.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="bank-accounts-empty">
        {t('list.empty')}
      </Text>
    );
  }
  const statusOf = (bankAccount: BankAccountView) => (
    <Stack gap={2}>
      <Badge
        color={statusColours[bankAccount.status]}
        variant="light"
        styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
        data-testid="bank-account-status"
      >
        {t(`statuses.${bankAccount.status}`)}
      </Badge>
      <Text size="xs" c="dimmed" style={oneLine}>
        {t('list.submitted', { date: formatDate(bankAccount.submittedAt) })}
      </Text>
      {bankAccount.reason && (
        <Text size="xs" c="dimmed">
          {bankAccount.reason}
        </Text>
      )}
    </Stack>
  );
  return (
    <>
      <ScrollArea
        visibleFrom="sm"
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('list.title') }}
      >
        <Table striped withTableBorder miw={760} data-testid="bank-accounts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.bank')}</Table.Th>
              <Table.Th style={oneLine}>{t('list.account')}</Table.Th>
              <Table.Th>{t('list.currency')}</Table.Th>
              <Table.Th>{t('list.fps')}</Table.Th>
              <Table.Th>{t('list.status')}</Table.Th>
              {overview.mayChange && <Table.Th>{t('list.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.bankAccounts.map((bankAccount) => (
              <Table.Tr key={bankAccount.bankAccountId} data-testid={`bank-account-${bankAccount.bankAccountId}`}>
                <Table.Td>
                  <Text size="sm">{bankAccount.bankName[language]}</Text>
                  <Text size="xs" c="dimmed" style={tabular}>
                    {bankAccount.bankCode}
                    {bankAccount.branchCode === null ? '' : ` · ${t('list.branch')} ${bankAccount.branchCode}`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ ...tabular, ...oneLine }}>
                    {bankAccount.maskedAccountNumber}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {bankAccount.accountHolder}
                  </Text>
                </Table.Td>
                <Table.Td>{bankAccount.currency}</Table.Td>
                <Table.Td style={{ ...tabular, ...oneLine }}>{bankAccount.maskedFpsProxy ?? t('list.none')}</Table.Td>
                <Table.Td>{statusOf(bankAccount)}</Table.Td>
                {overview.mayChange && (
                  <Table.Td>
                    {bankAccount.removable && (
                      <RemoveButton account={account} bankAccount={bankAccount} askStepUp={askStepUp} />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>

      {/* Below the sm breakpoint each account is a card: nothing to scroll sideways at 390 px. */}
      <Stack gap="sm" hiddenFrom="sm" data-testid="bank-account-cards">
        {overview.bankAccounts.map((bankAccount) => (
          <Paper key={bankAccount.bankAccountId} withBorder radius="sm" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div>
                  <Text size="sm" fw={500}>
                    {bankAccount.bankName[language]}
                  </Text>
                  <Text size="xs" c="dimmed" style={tabular}>
                    {bankAccount.bankCode}
                    {bankAccount.branchCode === null ? '' : ` · ${t('list.branch')} ${bankAccount.branchCode}`}
                  </Text>
                </div>
                <Text size="sm" fw={500}>
                  {bankAccount.currency}
                </Text>
              </Group>
              <Text size="sm" style={tabular}>
                {bankAccount.maskedAccountNumber} · {bankAccount.accountHolder}
              </Text>
              {bankAccount.maskedFpsProxy !== null && (
                <Text size="xs" c="dimmed" style={tabular}>
                  {t('list.fps')}: {bankAccount.maskedFpsProxy}
                </Text>
              )}
              <Group justify="space-between" align="flex-end">
                {statusOf(bankAccount)}
                {overview.mayChange && bankAccount.removable && (
                  <RemoveButton account={account} bankAccount={bankAccount} askStepUp={askStepUp} />
                )}
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}

type FormState = {
  readonly bankCode: string;
  readonly branchCode: string;
  readonly accountNumber: string;
  readonly accountHolder: string;
  readonly currency: string;
  readonly fpsProxy: string;
};

function StatementField({
  statement,
  maximumBytes,
  showErrors,
  onChoose,
}: {
  statement: ChosenProof | undefined;
  maximumBytes: number;
  showErrors: boolean;
  onChoose: (statement: ChosenProof | undefined) => void;
}) {
  const { t } = useTranslation('accountBank');
  const size = formatFileSize(maximumBytes);
  const problem =
    statement === undefined
      ? showErrors
        ? t('errors.statementRequired')
        : undefined
      : statement.ok
        ? undefined
        : statement.problem === 'tooLarge'
          ? t('errors.statementTooLarge', { size })
          : statement.problem === 'type'
            ? t('errors.statementType')
            : t('errors.statementUnreadable');
  return (
    <Input.Wrapper label={t('form.statement')} description={t('form.statementHint', { size })} id="bank-statement">
      <Stack gap={4} mt={4}>
        <input
          id="bank-statement"
          type="file"
          accept={statementAccept}
          data-testid="bank-statement"
          aria-describedby={problem ? 'bank-statement-error' : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file === undefined) {
              onChoose(undefined);
              return;
            }
            void readProof(file, maximumBytes).then(onChoose);
          }}
        />
        {statement?.ok && (
          <Text size="sm" data-testid="bank-statement-chosen">
            {t('form.statementChosen', {
              name: statement.fileName,
              size: formatFileSize(statement.sizeBytes),
              type: statement.type.toUpperCase(),
            })}
          </Text>
        )}
        {problem && (
          <Text size="sm" c="danger" role="alert" id="bank-statement-error" data-testid="bank-statement-error">
            {problem}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

function AddBankAccountForm({
  account,
  overview,
  askStepUp,
}: {
  account: Account;
  overview: Overview;
  askStepUp: () => Promise<string | null>;
}) {
  const { t } = useTranslation('accountBank');
  const language = useShownLanguage();
  const api = useAccountsApi();
  const cache = useQueryClient(queryClient);
  const empty: FormState = {
    bankCode: overview.banks[0]?.bankCode ?? '',
    branchCode: '',
    accountNumber: '',
    accountHolder: overview.accountName.toUpperCase(),
    currency: overview.currencies[0] ?? 'HKD',
    fpsProxy: '',
  };
  const [form, setForm] = useState<FormState>(empty);
  const [statement, setStatement] = useState<ChosenProof | undefined>(undefined);
  const [statementKey, setStatementKey] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const add = useMutation(
    {
      mutationFn: async () => {
        if (!statement?.ok) return null;
        const stepUpToken = await askStepUp();
        if (stepUpToken === null) return null;
        return api.accountBank.addBankAccount({
          ...account,
          bankAccount: {
            bankCode: form.bankCode,
            branchCode: form.branchCode.trim(),
            accountNumber: form.accountNumber.trim(),
            accountHolder: form.accountHolder.trim(),
            currency: form.currency as Overview['currencies'][number],
            ...(form.fpsProxy.trim() === '' ? {} : { fpsProxy: form.fpsProxy.trim() }),
          },
          statement: { fileName: statement.fileName, content: statement.content },
          stepUpToken,
        });
      },
      onSuccess: (answer) => {
        if (answer === null) return;
        void cache.invalidateQueries({ queryKey: ['accountBank'] });
      },
    },
    queryClient,
  );
  const set = (field: keyof FormState) => (value: string) => {
    add.reset();
    setReviewing(false);
    setForm((current) => ({ ...current, [field]: value }));
  };
  const bank = overview.banks.find((entry) => entry.bankCode === form.bankCode);
  const digits = bank
    ? bank.accountNumberDigits.minimum === bank.accountNumberDigits.maximum
      ? String(bank.accountNumberDigits.minimum)
      : t('form.digitsRange', bank.accountNumberDigits)
    : '';
  const numberProblem = accountNumberProblem(form.bankCode, form.accountNumber.trim());
  const serverFailure = add.isError ? bankAccountFailureOf(add.error) : undefined;
  const serverField = serverFailure?.kind === 'field' ? serverFailure.field : undefined;
  const problems = {
    branchCode: !isBranchCode(form.branchCode.trim()) || serverField === 'branchCode',
    accountNumber: numberProblem !== undefined || serverField === 'accountNumber',
    accountHolder: !holderNameMatches(form.accountHolder, overview.accountName) || serverField === 'accountHolder',
    fpsProxy:
      (form.fpsProxy.trim() !== '' && fpsProxyTypeOf(form.fpsProxy) === undefined) || serverField === 'fpsProxy',
  };
  const ready = !Object.values(problems).some(Boolean) && statement?.ok === true;
  const errorShown = (problem: boolean) => (showErrors || serverField !== undefined) && problem;

  if (add.data) {
    const added = add.data.bankAccount;
    return (
      <Alert color="success" role="status" data-testid="bank-account-added">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {t('form.added', {
              bank: added.bankName[language],
              number: added.maskedAccountNumber,
              currency: added.currency,
            })}
          </Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              add.reset();
              setForm(empty);
              setStatement(undefined);
              setStatementKey((key) => key + 1);
              setShowErrors(false);
              setReviewing(false);
            }}
          >
            {t('form.addAnother')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (reviewing && ready && statement.ok) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="bank-account-confirm">
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('form.confirmHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label={t('form.bank')}>{bank ? `${bank.bankCode} ${bank.name[language]}` : form.bankCode}</Fact>
            <Fact label={t('form.branchCode')}>{form.branchCode.trim()}</Fact>
            <Fact label={t('form.accountNumber')} testId="confirm-account-number">
              {form.accountNumber.trim()}
            </Fact>
            <Fact label={t('form.holder')}>{form.accountHolder.trim()}</Fact>
            <Fact label={t('form.currency')}>{form.currency}</Fact>
            <Fact label={t('form.fpsProxy')}>
              {form.fpsProxy.trim() === '' ? t('list.none') : form.fpsProxy.trim()}
            </Fact>
            <Fact label={t('form.statement')}>
              {t('form.statementChosen', {
                name: statement.fileName,
                size: formatFileSize(statement.sizeBytes),
                type: statement.type.toUpperCase(),
              })}
            </Fact>
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('form.confirmNote')}
          </Text>
          <FailureAlert failure={serverFailure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReviewing(false)} disabled={add.isPending}>
              {t('form.edit')}
            </Button>
            <Button loading={add.isPending} onClick={() => add.mutate()} data-testid="submit-bank-account">
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
        if (ready) setReviewing(true);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('form.bank')}
            value={form.bankCode}
            data-testid="bank-code"
            data={overview.banks.map((entry) => ({
              value: entry.bankCode,
              label: `${entry.bankCode} ${entry.name[language]}`,
            }))}
            onChange={(event) => set('bankCode')(event.currentTarget.value)}
          />
          <TextInput
            label={t('form.branchCode')}
            description={t('form.branchCodeHint')}
            value={form.branchCode}
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            data-testid="branch-code"
            error={errorShown(problems.branchCode) ? t('errors.branchCode') : undefined}
            onChange={(event) => set('branchCode')(event.currentTarget.value)}
          />
          <TextInput
            label={t('form.accountNumber')}
            description={t('form.accountNumberHint', { digits })}
            value={form.accountNumber}
            inputMode="numeric"
            maxLength={40}
            autoComplete="off"
            data-testid="account-number"
            styles={{ input: tabular }}
            error={
              errorShown(problems.accountNumber)
                ? numberProblem === 'format'
                  ? t('errors.accountNumberFormat')
                  : t('errors.accountNumberLength', { digits })
                : undefined
            }
            onChange={(event) => set('accountNumber')(event.currentTarget.value)}
          />
          <TextInput
            label={t('form.holder')}
            description={t('form.holderHint', { name: overview.accountName })}
            value={form.accountHolder}
            maxLength={140}
            autoComplete="name"
            data-testid="account-holder"
            error={errorShown(problems.accountHolder) ? t('errors.holder', { name: overview.accountName }) : undefined}
            onChange={(event) => set('accountHolder')(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('form.currency')}
            value={form.currency}
            data-testid="bank-currency"
            data={overview.currencies}
            onChange={(event) => set('currency')(event.currentTarget.value)}
          />
          <TextInput
            label={t('form.fpsProxy')}
            description={t('form.fpsProxyHint')}
            value={form.fpsProxy}
            maxLength={254}
            autoComplete="off"
            data-testid="fps-proxy"
            error={errorShown(problems.fpsProxy) ? t('errors.fpsProxy') : undefined}
            onChange={(event) => set('fpsProxy')(event.currentTarget.value)}
          />
        </SimpleGrid>
        <StatementField
          key={statementKey}
          statement={statement}
          maximumBytes={overview.maximumStatementBytes}
          showErrors={showErrors}
          onChoose={(chosen) => {
            add.reset();
            setStatement(chosen);
          }}
        />
        <FailureAlert failure={serverFailure} />
        <Group justify="flex-end">
          <Button type="submit" disabled={showErrors && !ready} data-testid="review-bank-account">
            {t('form.review')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** SPEC §2 /accounts/bank: the client's registered bank accounts, adding one with a statement, removing one. */
export function BankAccountPage() {
  const { t } = useTranslation('accountBank');
  const account = useAccountKey();
  const api = useAccountsApi();
  const stepUp = useStepUp(api);
  const overview = useQuery(
    {
      queryKey: account ? overviewKey(account) : ['accountBank'],
      queryFn: ({ signal }) =>
        account ? api.accountBank.bankAccountOverview(account, { signal }) : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
  if (!account) return null;
  const askStepUp = () => stepUp.ask('bankAccount');
  const data = overview.data;
  return (
    <TicketPage heading={t('heading')}>
      {stepUp.dialog}
      <Text size="sm">{t('pageIntro')}</Text>
      <Group gap="md">
        <Anchor component={Link} to="/cashes/withdraw" size="sm">
          {t('withdrawLink')}
        </Anchor>
      </Group>
      {data === undefined ? (
        <QueryState failed={overview.isError} onRetry={() => void overview.refetch()} />
      ) : (
        <Stack gap="lg">
          {!data.editable && (
            <Alert color="info" data-testid="bank-accounts-read-only">
              {t('readOnly')}
            </Alert>
          )}
          {data.editable && !data.mayChange && (
            <Alert color="info" data-testid="bank-accounts-advisee">
              {t('adviseeNote')}
            </Alert>
          )}
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('list.title')}
              </Title>
              <BankAccountList account={account} overview={data} askStepUp={askStepUp} />
            </Stack>
          </Paper>
          {data.mayChange && (
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('form.title')}
              </Title>
              <AddBankAccountForm account={account} overview={data} askStepUp={askStepUp} />
            </Stack>
          )}
        </Stack>
      )}
    </TicketPage>
  );
}
