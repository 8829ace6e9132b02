/* The account's direct debit authorisations: reference, bank, account, currency, limit, status (with the bank's
 * reason), a completed one's link to deposit by direct debit, and delete where it may be deleted. */
import { Anchor, Badge, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatAmount } from '@portal/contract/domain/number-format';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { tabular } from '../../../shared/ticket/ticket-parts';
import { oneLine } from '../../../shared/ui/money';
import { rowActionName } from '../../../shared/ui/row-action';
import type { DepositAccount } from '../deposit/deposit-api';
import { DeleteEddaButton } from './delete-edda-button';
import { eddaStatusColours } from './edda-format';
import type { EddaOverview } from './edda-overview';

export function EddaAuthorisations({ account, overview }: { account: DepositAccount; overview: EddaOverview }) {
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
                  {authorisation.deletable && <DeleteEddaButton account={account} authorisation={authorisation} />}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
