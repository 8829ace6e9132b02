import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import type { RiskLevel } from '@portal/contract/domain/fund';
import { useTranslation } from '../i18n/use-translation';

/** The badge colour of each risk level, lowest to highest (theme colours, so dark mode and brands follow). */
export const riskLevelColours = {
  None: 'gray',
  Low: 'teal',
  LowToMedium: 'green',
  Medium: 'yellow',
  MediumToHigh: 'orange',
  High: 'red',
  Locked: 'dark',
} as const satisfies Record<RiskLevel, MantineColor>;

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
