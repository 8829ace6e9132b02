/* What a risk level means: in plain words, the fund levels it allows, and the score bands of the version it was
 * scored on. */
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { riskLevels, riskRank, type RiskLevel } from '@portal/contract/domain/fund';
import {
  bandRanges,
  currentQuestionnaireVersion,
  type QuestionnaireVersion,
} from '@portal/contract/domain/suitability/risk-questionnaire';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { tabular } from '../../../shared/ticket/ticket-parts';

/** The fund risk levels a client level allows: its own and the ones below it (never Locked). */
export function allowedFundLevels(level: RiskLevel): RiskLevel[] {
  return riskLevels.filter((candidate) => candidate !== 'Locked' && riskRank(candidate) <= riskRank(level));
}

/** The level in plain words, the fund levels it allows and the score bands of the version it was scored on. */
export function LevelExplanation({
  level,
  version = currentQuestionnaireVersion,
}: {
  readonly level: RiskLevel;
  readonly version?: QuestionnaireVersion | undefined;
}) {
  const { t } = useTranslation('accountSuitability');
  const allowed = allowedFundLevels(level);
  return (
    <Paper withBorder radius="md" p="md" data-testid="level-explanation">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('raq.explain.heading')}
        </Title>
        <Text size="sm">{t(`raq.explain.levels.${level}`)}</Text>
        {level === 'None' ? (
          <Text size="sm">{t('raq.explain.allowsNone')}</Text>
        ) : (
          <Group gap="xs" data-testid="allowed-levels">
            <Text size="sm" fw={600}>
              {t('raq.explain.allows')}:
            </Text>
            {allowed.map((fundLevel) => (
              <Badge key={fundLevel} variant="light" color="info" data-level={fundLevel}>
                {t(`riskLevels.${fundLevel}`)}
              </Badge>
            ))}
          </Group>
        )}
        <Title order={3} size="h5">
          {t('raq.explain.bandsHeading')}
        </Title>
        <Table data-testid="score-bands" style={tabular} withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('raq.explain.score')}</Table.Th>
              <Table.Th>{t('raq.explain.level')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bandRanges(version).map((band) => (
              <Table.Tr key={band.riskLevel} fw={band.riskLevel === level ? 700 : undefined}>
                <Table.Td>{t('raq.explain.bandRange', { from: band.from, to: band.to })}</Table.Td>
                <Table.Td>{t(`riskLevels.${band.riskLevel}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
