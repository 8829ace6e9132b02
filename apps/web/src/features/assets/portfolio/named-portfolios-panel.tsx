/* The client's named portfolios from the one portfolio's page: a link to each, and a form to create one (issue 26
 * part 3), shown where the brand offers them. */
import { Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { namedPortfolioNameSchema } from '@portal/contract';
import { api } from '../../../shared/api/api-client';
import { useApiQuery } from '../../../shared/api/api-query';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { QueryState } from '../../../shared/ticket/ticket-parts';

export function NamedPortfoliosPanel({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('wealthPortfolio');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const list = useApiQuery('marketValueHistory', 'listNamedPortfolios', account);
  const valid = namedPortfolioNameSchema.safeParse(name).success;
  const create = useMutation(
    {
      mutationFn: () => api.marketValueHistory.createNamedPortfolio({ ...account, name }, { actingFor: account }),
      onSuccess: async (created) => {
        await queryClient.invalidateQueries({ queryKey: ['marketValueHistory', 'listNamedPortfolios'] });
        void navigate(`/portfolios/detail/${created.key}`);
      },
    },
    queryClient,
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="named-portfolios">
      <Stack gap="sm">
        <Text fw={600}>{t('named.heading')}</Text>
        {list.data === undefined ? (
          <QueryState failed={list.isError} onRetry={() => void list.refetch()} />
        ) : list.data.portfolios.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('named.empty')}
          </Text>
        ) : (
          <Group gap="md">
            {list.data.portfolios.map((portfolio) => (
              <Anchor key={portfolio.key} component={Link} to={`/portfolios/detail/${portfolio.key}`}>
                {portfolio.name}
              </Anchor>
            ))}
          </Group>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) create.mutate();
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('named.nameLabel')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={60}
              error={create.isError ? t('named.createFailed') : undefined}
              data-testid="new-portfolio-name"
            />
            <Button type="submit" disabled={!valid} loading={create.isPending} data-testid="create-portfolio">
              {t('named.create')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
