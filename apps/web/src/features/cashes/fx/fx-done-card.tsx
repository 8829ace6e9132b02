/* The accepted conversion: both amounts, its reference, the new balances, and another exchange. */
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FxBalance, FxConversion } from '@portal/contract';
import { formatAmount } from '@portal/contract/domain/number-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact } from '../../../shared/ticket/ticket-parts';
import { BalancesTable } from './fx-balances-table';
import { precisionOf } from './fx-format';

/** The accepted conversion: both amounts, its reference and the new balances. */
export function DoneCard(props: { conversion: FxConversion; balances: readonly FxBalance[]; onAnother: () => void }) {
  const { t } = useTranslation('cashFx');
  const { conversion } = props;
  return (
    <Paper withBorder radius="md" p="md" data-testid="fx-done">
      <Stack gap="sm">
        <Title order={2} size="h4" c="success">
          {t('done.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Fact label={t('done.sold')} testId="done-sold">
            {formatAmount(conversion.sellAmount, precisionOf(props.balances, conversion.sellCurrency))}{' '}
            {conversion.sellCurrency}
          </Fact>
          <Fact label={t('done.received')} testId="done-received">
            {formatAmount(conversion.buyAmount, precisionOf(props.balances, conversion.buyCurrency))}{' '}
            {conversion.buyCurrency}
          </Fact>
          <Fact label={t('done.reference')} testId="done-reference">
            {conversion.conversionId}
          </Fact>
        </SimpleGrid>
        <Text size="sm" fw={600}>
          {t('done.newBalances')}
        </Text>
        <BalancesTable balances={props.balances} testId="new-balances" />
        <Group>
          <Button variant="subtle" onClick={props.onAnother} data-testid="another-exchange">
            {t('done.another')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
