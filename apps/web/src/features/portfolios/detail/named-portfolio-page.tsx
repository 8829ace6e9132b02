/* SPEC §2 /portfolios/detail/{key} (issue 26 part 3): a client's named portfolio: its value, holdings, allocation,
 * returns over a period with the method explained, its target allocation with the drift, and the ways to rename it,
 * delete it and choose its holdings. Another account's key is not found (the server answers 404). */
import { Anchor, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { namedPortfolioNameSchema, type PortfolioReturnPeriod } from '@portal/contract';
import type { BrandCurrency } from '@portal/contract/brands';
import { formatTime24 } from '@portal/contract/domain/date-format';
import { ApiError } from '../../../shared/api/api-error';
import { useApiQuery } from '../../../shared/api/api-query';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PortfolioAllocation } from '../../../shared/portfolio/portfolio-allocation';
import { PortfolioHoldingsTable } from '../../../shared/portfolio/portfolio-holdings-table';
import { PortfolioReturnsPanel } from '../../../shared/portfolio/portfolio-returns';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { reportingCurrencyFor } from '../../../shared/preferences/preferences-store';
import { useTradingAccount, type TradingAccount } from '../../../shared/session/trading-account';
import { QueryState } from '../../../shared/ticket/ticket-parts';
import { money } from '../../../shared/ui/money';
import { HoldingsAssignment } from './holdings-assignment';
import { usePortfolioMutations } from './portfolio-mutations';
import { TargetAllocation } from './target-allocation';

export function NamedPortfolioPage() {
  const account = useTradingAccount();
  const { key = '' } = useParams();
  if (!account) return null;
  return (
    <SignedInNamedPortfolio
      key={`${account.source}:${account.accountCode}:${key}`}
      account={account}
      portfolioKey={key}
    />
  );
}

function NameForm({ name, saving, onSave }: { name: string; saving: boolean; onSave: (name: string) => void }) {
  const { t } = useTranslation('wealthPortfolio');
  const [value, setValue] = useState(name);
  const valid = namedPortfolioNameSchema.safeParse(value).success;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onSave(value);
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('detail.nameLabel')}
          value={value}
          maxLength={60}
          onChange={(event) => setValue(event.currentTarget.value)}
          data-testid="portfolio-name"
        />
        <Button type="submit" variant="default" disabled={!valid} loading={saving}>
          {t('detail.rename')}
        </Button>
      </Group>
    </form>
  );
}

function SignedInNamedPortfolio({ account, portfolioKey }: { account: TradingAccount; portfolioKey: string }) {
  const { t } = useTranslation('wealthPortfolio');
  const brand = useBrand();
  const navigate = useNavigate();
  const preferences = usePreferences();
  const [currency] = useState<BrandCurrency>(() => reportingCurrencyFor(brand, preferences.reportingCurrency));
  const [period, setPeriod] = useState<PortfolioReturnPeriod>('1year');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const detail = useApiQuery('marketValueHistory', 'namedPortfolioDetail', {
    ...account,
    key: portfolioKey,
    period,
    reportingCurrency: currency,
  });
  const everything = useApiQuery('marketValueHistory', 'netWorth', { ...account, reportingCurrency: currency });
  const mutations = usePortfolioMutations(account, portfolioKey);
  const back = (
    <Anchor component={Link} to="/assets/portfolio" size="sm">
      {t('detail.back')}
    </Anchor>
  );
  if (detail.data === undefined) {
    // A key of no portfolio of this account's, or not a key at all (400): the same answer, not a failure to retry.
    const notFound = detail.error instanceof ApiError && [400, 404].includes(detail.error.status);
    return (
      <Container size="xl" py="lg">
        <Stack gap="sm">
          {back}
          <Title order={1} size="h2">
            {t('detail.heading')}
          </Title>
          {notFound ? (
            <Text data-testid="portfolio-not-found">{t('detail.notFound')}</Text>
          ) : (
            <QueryState failed={detail.isError} onRetry={() => void detail.refetch()} />
          )}
        </Stack>
      </Container>
    );
  }
  const portfolio = detail.data;
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        {back}
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2" data-testid="portfolio-title">
              {portfolio.name}
            </Title>
            <Text size="xs" c="dimmed" data-testid="rate-time">
              {t('rateAsOf', { time: formatTime24(portfolio.rateTime) })}
            </Text>
          </div>
          <NameForm
            name={portfolio.name}
            saving={mutations.rename.isPending}
            onSave={(name) => mutations.rename.mutate(name)}
          />
        </Group>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('detail.value')}
          </Text>
          <Text size="xl" fw={700} data-testid="portfolio-value">
            {money(portfolio.value, portfolio.reportingCurrency)}
          </Text>
        </Paper>
        {portfolio.holdings.length === 0 ? (
          <Paper withBorder radius="md" p="lg" data-testid="portfolio-empty">
            <Text c="dimmed">{t('detail.noHoldings')}</Text>
          </Paper>
        ) : (
          <>
            <PortfolioHoldingsTable
              holdings={portfolio.holdings}
              currency={portfolio.reportingCurrency}
              heading={t('detail.holdingsHeading')}
            />
            <PortfolioAllocation allocation={portfolio.allocation} currency={portfolio.reportingCurrency} />
          </>
        )}
        <TargetAllocation
          key={portfolio.target.map((entry) => `${entry.category}:${entry.percent}`).join(',')}
          detail={portfolio}
          saving={mutations.setTarget.isPending}
          failed={mutations.setTarget.isError}
          onSave={(target) => mutations.setTarget.mutate(target)}
        />
        <PortfolioReturnsPanel returns={portfolio.returns} period={period} onPeriod={setPeriod} />
        {everything.data === undefined ? (
          <QueryState failed={everything.isError} onRetry={() => void everything.refetch()} />
        ) : (
          <HoldingsAssignment
            key={portfolio.holdingIds.join(',')}
            holdings={everything.data.holdings}
            currency={everything.data.reportingCurrency}
            chosen={portfolio.holdingIds}
            saving={mutations.assign.isPending}
            failed={mutations.assign.isError}
            onSave={(holdingIds) => mutations.assign.mutate(holdingIds)}
          />
        )}
        <Group>
          {confirmDelete ? (
            <>
              <Text size="sm">{t('detail.deleteConfirm')}</Text>
              <Button
                color="danger"
                loading={mutations.remove.isPending}
                onClick={() =>
                  mutations.remove.mutate(undefined, { onSuccess: () => void navigate('/assets/portfolio') })
                }
                data-testid="confirm-delete"
              >
                {t('detail.delete')}
              </Button>
              <Button variant="default" onClick={() => setConfirmDelete(false)}>
                {t('detail.cancel')}
              </Button>
            </>
          ) : (
            <Button
              variant="subtle"
              color="danger"
              onClick={() => setConfirmDelete(true)}
              data-testid="delete-portfolio"
            >
              {t('detail.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
