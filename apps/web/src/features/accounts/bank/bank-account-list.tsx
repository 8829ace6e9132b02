/* The registered bank accounts: a table from the sm breakpoint, a card each below it; each with its status and, where
 * the client may change them, its remove button. */
import { Badge, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { BankAccountStatus, BankAccountView } from '@portal/contract';
import { formatDate } from '@portal/contract/domain/date-format';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { tabular } from '../../../shared/ticket/ticket-parts';
import { oneLine } from '../../../shared/ui/money';
import type { BankAccountSectionProps } from './bank-account-overview';
import { RemoveBankAccountButton } from './remove-bank-account-button';

/** The semantic colour of each status (ADR 022). */
const statusColours: Readonly<Record<BankAccountStatus, string>> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
  removed: 'neutral',
};

export function BankAccountList({ account, overview, askStepUp }: BankAccountSectionProps) {
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
                      <RemoveBankAccountButton account={account} bankAccount={bankAccount} askStepUp={askStepUp} />
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
                  <RemoveBankAccountButton account={account} bankAccount={bankAccount} askStepUp={askStepUp} />
                )}
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
