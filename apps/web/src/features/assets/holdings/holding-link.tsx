/* Following a quoted price: a stock or ETF holding may follow a stock of the stock pages, a crypto holding a crypto
 * pair; its value is then quantity × last price, shown with the price's time. */
import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { AssetHoldingDetail, AssetLinkableInstrument } from '@portal/contract';
import { mayLinkCategory } from '@portal/contract/domain/asset-holding';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAssetsApi, type AssetAccount } from './holdings-api';
import { useHoldingChange } from './use-holding-change';

export function HoldingLink(props: {
  readonly account: AssetAccount;
  readonly detail: AssetHoldingDetail;
  readonly instruments: readonly AssetLinkableInstrument[];
}) {
  const { t } = useTranslation('assetHoldings');
  const api = useAssetsApi();
  const { holding } = props.detail;
  const [chosen, setChosen] = useState<string | null>(null);
  const link = useHoldingChange(props.account, holding.holdingId, (instrument: string | null) => {
    const found = props.instruments.find((candidate) => `${candidate.kind}:${candidate.instrumentId}` === instrument);
    return api.assetHolding.linkAssetHolding({
      ...props.account,
      holdingId: holding.holdingId,
      link: found ? { kind: found.kind, instrumentId: found.instrumentId } : null,
    });
  });
  const fitting = props.instruments.filter((instrument) => mayLinkCategory(instrument.kind, holding.category));
  if (fitting.length === 0 && holding.link === null) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('link.heading')}
        </Title>
        <Text size="sm">{t('link.intro')}</Text>
        {holding.link ? (
          <Group justify="space-between">
            <Text size="sm" data-testid="holding-link">
              {t('link.linked', { name: holding.link.name, code: holding.link.code })}
            </Text>
            <Button variant="default" size="xs" loading={link.isPending} onClick={() => link.mutate(null)}>
              {t('link.unlink')}
            </Button>
          </Group>
        ) : holding.quantity === null ? (
          <Text size="sm" c="dimmed">
            {t('link.needsQuantity')}
          </Text>
        ) : (
          <Group align="flex-end">
            <Select
              label={t('link.instrument')}
              searchable
              data={fitting.map((instrument) => ({
                value: `${instrument.kind}:${instrument.instrumentId}`,
                label: `${instrument.code} ${instrument.name} (${instrument.currency})`,
              }))}
              value={chosen}
              onChange={setChosen}
              w={320}
            />
            <Button disabled={chosen === null} loading={link.isPending} onClick={() => link.mutate(chosen)}>
              {t('link.submit')}
            </Button>
          </Group>
        )}
        {link.isError && (
          <Alert color="danger" role="alert">
            {t('failure')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
