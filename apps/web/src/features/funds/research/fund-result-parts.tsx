/* What a page of results shows of each fund in the table and the cards alike: what they are given, a fund's flags
 * (professional investors only, suspended) and its dividend yield. */
import { Badge, Group, Text } from '@mantine/core';
import type { FundSummary } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { tabular } from '../../../shared/ui/tabular';
import type { FundSearchFilters } from './search-filters';
import type { WatchlistControl } from './watchlist-queries';

export type ResultsProps = {
  readonly funds: readonly FundSummary[];
  readonly filters: FundSearchFilters;
  readonly compared: readonly string[];
  readonly onCompare: (fundId: string) => void;
  readonly watchlist: WatchlistControl;
};

export function DividendYield({ fund }: { readonly fund: FundSummary }) {
  const { t } = useTranslation('fundResearch');
  return (
    <Text size="sm" span style={tabular}>
      {fund.dividendYieldPercent === null
        ? t('fund.noValue')
        : `${formatNumber(fund.dividendYieldPercent, { decimals: 2 })}%`}
    </Text>
  );
}

export function FundFlags({ fund }: { readonly fund: FundSummary }) {
  const { t } = useTranslation('fundResearch');
  if (!fund.professionalOnly && !fund.suspended) return null;
  return (
    <Group gap={4} mt={2}>
      {fund.professionalOnly && (
        <Badge size="xs" variant="outline" color="neutral">
          {t('fund.professionalOnly')}
        </Badge>
      )}
      {fund.suspended && (
        <Badge size="xs" variant="outline" color="danger">
          {t('fund.suspended')}
        </Badge>
      )}
    </Group>
  );
}
