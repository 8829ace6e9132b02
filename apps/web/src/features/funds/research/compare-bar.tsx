/* The funds chosen to compare: how many of the most, a refusal of one more, clear, and the link to the comparer. */
import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { maximumComparedFunds } from './compare-selection';

export function CompareBar({
  ids,
  refused,
  onClear,
}: {
  readonly ids: readonly string[];
  readonly refused: boolean;
  readonly onClear: () => void;
}) {
  const { t } = useTranslation('fundResearch');
  if (ids.length === 0) return null;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg="var(--mantine-color-default-hover)"
      role="region"
      aria-label={t('compare.barLabel')}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          {t('compare.selected', { count: ids.length, maximum: maximumComparedFunds })}
          {refused && (
            <Text span c="danger" size="sm" ml="xs" role="alert">
              {t('compare.full', { maximum: maximumComparedFunds })}
            </Text>
          )}
        </Text>
        <Group gap="xs">
          <Button variant="subtle" size="xs" onClick={onClear}>
            {t('compare.clear')}
          </Button>
          <Button component={Link} to={`/funds/comparer?ids=${ids.join(',')}`} size="xs" data-testid="compare-open">
            {t('compare.open')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
