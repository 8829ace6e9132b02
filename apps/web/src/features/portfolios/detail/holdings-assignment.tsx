/* Which of the client's holdings a named portfolio groups: a checkbox per holding of the one portfolio. */
import { Button, Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PortfolioHolding } from '@portal/contract';
import { useFundName } from '../../../shared/funds/fund-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePortfolioVocabulary } from '../../../shared/portfolio/portfolio-vocabulary';
import { money } from '../../../shared/ui/money';

export function HoldingsAssignment({
  holdings,
  currency,
  chosen,
  saving,
  failed,
  onSave,
}: {
  readonly holdings: readonly PortfolioHolding[];
  readonly currency: string;
  readonly chosen: readonly string[];
  readonly saving: boolean;
  readonly failed: boolean;
  readonly onSave: (holdingIds: readonly string[]) => void;
}) {
  const { t } = useTranslation('wealthPortfolio');
  const nameOf = useFundName();
  const vocabulary = usePortfolioVocabulary();
  const [selected, setSelected] = useState<readonly string[]>(chosen);
  return (
    <Paper withBorder radius="md" p="md" data-testid="assign-holdings">
      <Stack gap="sm">
        <Text fw={600}>{t('detail.assignHeading')}</Text>
        <Checkbox.Group value={[...selected]} onChange={setSelected}>
          <Stack gap={6}>
            {holdings.map((holding) => (
              <Checkbox
                key={holding.holdingId}
                value={holding.holdingId}
                label={`${nameOf(holding.names)} · ${vocabulary.category(holding.category)} · ${money(holding.valueReporting, currency)}`}
                data-holding-id={holding.holdingId}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {failed && (
          <Text size="sm" c="danger" role="alert">
            {t('detail.saveFailed')}
          </Text>
        )}
        <Button
          onClick={() => onSave(selected)}
          loading={saving}
          style={{ alignSelf: 'flex-start' }}
          data-testid="save-holdings"
        >
          {t('detail.assignSave')}
        </Button>
      </Stack>
    </Paper>
  );
}
