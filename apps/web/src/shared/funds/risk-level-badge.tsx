import { Badge } from '@mantine/core';
import type { RiskLevel } from '@portal/contract/domain/fund';
import { useTranslation } from '../i18n/use-translation';
import type { ColourToken } from '../ui/colour-tokens';

/** The badge colour of each risk level, lowest to highest (semantic tokens, ADR 022: AA in both colour modes). */
export const riskLevelColours = {
  None: 'riskNone',
  Low: 'riskLow',
  LowToMedium: 'riskLowToMedium',
  Medium: 'riskMedium',
  MediumToHigh: 'riskMediumToHigh',
  High: 'riskHigh',
  Locked: 'riskLocked',
} as const satisfies Record<RiskLevel, ColourToken>;

/** A fund's (or a client's) risk level as a coloured badge with its name in the reader's language. */
export function RiskLevelBadge({
  level,
  size = 'sm',
}: {
  readonly level: RiskLevel;
  readonly size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation('fundResearch');
  const name = t(`fund.riskLevels.${level}`);
  return (
    <Badge
      color={riskLevelColours[level]}
      variant="light"
      size={size}
      radius="sm"
      title={t('fund.riskLevelLabel', { level: name })}
      data-risk-level={level}
    >
      {name}
    </Badge>
  );
}
