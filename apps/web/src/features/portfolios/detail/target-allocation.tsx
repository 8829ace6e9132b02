/* A named portfolio's target allocation by asset class (percents adding up to 100, checked by the contract's schema
 * before it is sent: a field error beside the total, and nothing saved) and the drift of its holdings from it. */
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  portfolioAssetCategories,
  targetAllocationSchema,
  type NamedPortfolioDetail,
  type PortfolioAssetCategory,
} from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePortfolioVocabulary } from '../../../shared/portfolio/portfolio-vocabulary';
import { tabular } from '../../../shared/ui/tabular';

type Percents = Partial<Record<PortfolioAssetCategory, string>>;

/** The entered percents as the contract's target: the categories with a figure, in the list's order. */
function targetOf(percents: Percents) {
  return portfolioAssetCategories
    .filter((category) => (percents[category] ?? '') !== '')
    .map((category) => ({ category, percent: percents[category] ?? '0' }));
}

/** The sum of the entered percents in hundredths (two decimals at most), as a decimal string. */
function totalOf(percents: Percents): string {
  const hundredths = targetOf(percents).reduce((sum, { percent }) => {
    const [whole = '0', fraction = ''] = percent.split('.');
    return sum + Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  }, 0);
  return `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

export function TargetAllocation({
  detail,
  saving,
  failed,
  onSave,
}: {
  readonly detail: NamedPortfolioDetail;
  readonly saving: boolean;
  readonly failed: boolean;
  readonly onSave: (target: ReturnType<typeof targetOf>) => void;
}) {
  const { t } = useTranslation('wealthPortfolio');
  const vocabulary = usePortfolioVocabulary();
  const [percents, setPercents] = useState<Percents>(() =>
    Object.fromEntries(detail.target.map((entry) => [entry.category, entry.percent])),
  );
  const [submitted, setSubmitted] = useState(false);
  const target = targetOf(percents);
  const valid = targetAllocationSchema.safeParse(target).success;
  return (
    <Paper withBorder radius="md" p="md" data-testid="target-allocation">
      <Stack gap="sm">
        <Text fw={600}>{t('detail.targetHeading')}</Text>
        <Text size="sm" c="dimmed">
          {t('detail.targetHint')}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
            if (valid) onSave(target);
          }}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {portfolioAssetCategories.map((category) => (
                <NumberInput
                  key={category}
                  label={vocabulary.category(category)}
                  value={percents[category] ?? ''}
                  onChange={(value) => setPercents((before) => ({ ...before, [category]: String(value) }))}
                  min={0}
                  max={100}
                  decimalScale={2}
                  suffix="%"
                  data-testid={`target-${category}`}
                />
              ))}
            </SimpleGrid>
            <Group justify="space-between">
              <Text
                size="sm"
                c={submitted && !valid ? 'danger' : 'dimmed'}
                role={submitted && !valid ? 'alert' : undefined}
                data-testid="target-total"
              >
                {t('detail.targetTotal', { total: totalOf(percents) })}
                {submitted && !valid ? ` — ${t('detail.targetSum')}` : ''}
              </Text>
              <Button type="submit" loading={saving} data-testid="save-target">
                {t('detail.targetSave')}
              </Button>
            </Group>
            {failed && (
              <Text size="sm" c="danger" role="alert">
                {t('detail.saveFailed')}
              </Text>
            )}
          </Stack>
        </form>
        <Text fw={600}>{t('detail.driftHeading')}</Text>
        {detail.drift.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noTarget')}
          </Text>
        ) : (
          <>
            <Table style={tabular} data-testid="drift-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('holdings.category')}</Table.Th>
                  <Table.Th ta="right">{t('detail.targetPercent')}</Table.Th>
                  <Table.Th ta="right">{t('detail.actualPercent')}</Table.Th>
                  <Table.Th ta="right">{t('detail.driftPercent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.drift.map((entry) => (
                  <Table.Tr key={entry.category} data-category={entry.category}>
                    <Table.Td>{vocabulary.category(entry.category)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(entry.targetPercent, { decimals: 2 })}%</Table.Td>
                    <Table.Td ta="right">{formatNumber(entry.actualPercent, { decimals: 2 })}%</Table.Td>
                    <Table.Td ta="right" data-testid={`drift-${entry.category}`}>
                      {formatNumber(entry.driftPercent, { decimals: 2 })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {t('detail.driftHint')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
