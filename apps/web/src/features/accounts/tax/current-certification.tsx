/* The self-certification on record: when and by whom it was signed, each country with its TIN masked (or why there is
 * none), US person or not, and the FATCA form. */
import { Group, Stack, Table, Text } from '@mantine/core';
import type { TaxStatusView } from '@portal/contract';
import { maskTin } from '@portal/contract/domain/accounts/tax-residence';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact, tabular } from '../../../shared/ticket/ticket-parts';
import { useCountryName } from './use-country-name';

export function CurrentCertification({ status }: { status: TaxStatusView }) {
  const { t } = useTranslation('accountTax');
  const countryName = useCountryName();
  return (
    <Stack gap="sm" data-testid="tax-status-current">
      <Text size="sm" data-testid="tax-status-signed">
        {t('current.signed', { name: status.signatureName, date: status.declarationDate })}
      </Text>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('current.country')}</Table.Th>
            <Table.Th>{t('current.tin')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {status.residences.map((residence) => (
            <Table.Tr key={residence.country}>
              <Table.Td>{countryName(residence.country)}</Table.Td>
              <Table.Td style={tabular}>
                {residence.tin === null
                  ? t('current.noTin', { reason: residence.noTinReason ?? '' })
                  : maskTin(residence.tin)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xl">
        <Fact label={t('current.usPerson')}>{status.usPerson ? t('current.yes') : t('current.no')}</Fact>
        <Fact label={t('current.fatcaForm')} testId="tax-status-fatca">
          {status.fatcaForm}
        </Fact>
      </Group>
    </Stack>
  );
}
