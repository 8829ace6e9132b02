/* The client's risk level as the accounts area's questionnaire gives it, with a link to redo it: what decides whether
 * a plan can be subscribed (SPEC §8 riskLevelViolation). */
import { Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import type { RiskLevel } from '@portal/contract/domain/fund';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { riskQuestionnairePath } from '../../../shared/risk-profile/risk-profile-reminder';
import { planQueryKey, usePlanAccount, usePlansApi } from '../plans-api';

export type ClientRisk = { readonly level: RiskLevel; readonly expired: boolean } | undefined;

/** The client's risk level (undefined while loading, on a failure, or where the brand has no questionnaire). */
export function useClientRisk(): ClientRisk {
  const brand = useBrand();
  const api = usePlansApi();
  const account = usePlanAccount();
  const offered = offers(brand.flags, brandFeatures.riskQuestionnaire);
  const profile = useQuery(
    {
      queryKey: [...planQueryKey, 'riskProfile', account],
      queryFn: ({ signal }) =>
        account ? api.suitability.riskQuestionnaire(account, { signal }) : Promise.reject(new Error('No session')),
      enabled: offered && account !== undefined,
      retry: 1,
    },
    queryClient,
  );
  return profile.data ? { level: profile.data.riskLevel, expired: profile.data.expiry.expired } : undefined;
}

/** "Your risk level" with its badge, and the link to the questionnaire where the brand has the accounts area. */
export function ClientRiskLevel({ risk }: { readonly risk: ClientRisk }) {
  const { t } = useTranslation('planResearch');
  const brand = useBrand();
  if (!risk) return null;
  return (
    <Group gap="xs" data-testid="client-risk-level">
      <Text size="sm">{t('plan.yourRiskLevel')}</Text>
      {risk.level === 'None' ? (
        <Text size="sm" c="dimmed">
          {t('plan.noRiskProfile')}
        </Text>
      ) : (
        <RiskLevelBadge level={risk.level} />
      )}
      {brand.flags.accountEnabled && (
        <Anchor component={Link} to={riskQuestionnairePath} size="sm">
          {t('plan.redoQuestionnaire')}
        </Anchor>
      )}
    </Group>
  );
}
