/* What a withdrawal costs and brings, on the form and its review: the network fee, what the address receives and the
 * total taken from the balance ('—' until the amount is valid). */
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact } from '../../../shared/ticket/ticket-parts';
import { formatQuantity } from '../crypto-common';

export function WithdrawalFacts({
  asset,
  fee,
  received,
  total,
}: {
  asset: string;
  fee: string;
  /** The amount, once valid. */
  received: string | undefined;
  total: string | undefined;
}) {
  const { t } = useTranslation('cryptoWithdrawal');
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <Fact label={t('withdraw.fee')} testId="withdraw-fee">{`${formatQuantity(fee)} ${asset}`}</Fact>
      <Fact label={t('withdraw.receive')} testId="withdraw-receive">
        {received === undefined ? '—' : `${formatQuantity(received)} ${asset}`}
      </Fact>
      <Fact label={t('withdraw.total')} testId="withdraw-total">
        {total === undefined ? '—' : `${formatQuantity(total)} ${asset}`}
      </Fact>
    </SimpleGrid>
  );
}
