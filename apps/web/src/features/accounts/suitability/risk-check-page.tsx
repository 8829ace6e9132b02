/*
 * SPEC §2 /accounts/riskCheck (issue 17 part 3a, ADR 037): the client's derivatives and virtual-asset knowledge
 * declarations, each with the criteria it declared true and when; changed here where the brand's riskCheckEditable
 * allows, each change confirmed by the client.
 */
import { Alert, Badge, Button, Checkbox, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import type { KnowledgeDeclaration, KnowledgeDeclarations } from '@portal/contract';
import { formatDate } from '@portal/contract/domain/date-format';
import {
  knowledgeCriteria,
  knowledgeCriterionTexts,
  type KnowledgeCriterion,
} from '@portal/contract/domain/suitability/knowledge-declarations';
import { suitabilityResultCatalogue } from '@portal/contract/domain/suitability/suitability-results';
import { ApiError } from '../../../shared/api/api-error';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTradingAccount, type TradingAccount } from '../../../shared/session/trading-account';
import { QueryState } from '../../../shared/ticket/ticket-parts';
import { SuitabilityApiContext } from './suitability-api';

export function knowledgeDeclarationsQuery(client: Api, account: TradingAccount) {
  return queryOptions({
    queryKey: ['suitability', 'knowledgeDeclarations', account] as const,
    queryFn: ({ signal }) => client.suitability.knowledgeDeclarations(account, { signal }),
  });
}

export function RiskCheckPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <RiskCheck key={`${account.source}:${account.accountCode}`} account={account} />;
}

function RiskCheck({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('accountSuitability');
  const client = useContext(SuitabilityApiContext);
  const declarations = useQuery(knowledgeDeclarationsQuery(client, account), queryClient);
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('riskCheck.heading')}
        </Title>
        <Text size="sm">{t('riskCheck.intro')}</Text>
        {declarations.data === undefined ? (
          <QueryState failed={declarations.isError} onRetry={() => void declarations.refetch()} />
        ) : (
          <>
            {!declarations.data.editable && (
              <Alert color="info" variant="light">
                {t('riskCheck.notEditable')}
              </Alert>
            )}
            {declarations.data.declarations.map((declaration) => (
              <DeclarationCard
                key={declaration.kind}
                account={account}
                declaration={declaration}
                editable={declarations.data.editable}
              />
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}

function DeclarationCard({
  account,
  declaration,
  editable,
}: {
  readonly account: TradingAccount;
  readonly declaration: KnowledgeDeclaration;
  readonly editable: boolean;
}) {
  const { t } = useTranslation('accountSuitability');
  const language = useShownLanguage();
  const brand = useBrand();
  const client = useContext(SuitabilityApiContext);
  const [criteria, setCriteria] = useState<readonly KnowledgeCriterion[]>(declaration.criteria);
  const [confirmed, setConfirmed] = useState(false);
  const [tried, setTried] = useState(false);
  const save = useMutation(
    {
      mutationFn: () =>
        client.suitability.declareKnowledge({
          ...account,
          kind: declaration.kind,
          criteria: [...criteria],
          confirmed: true,
        }),
      onSuccess: (answer: KnowledgeDeclarations) => {
        queryClient.setQueryData(knowledgeDeclarationsQuery(client, account).queryKey, answer);
        setConfirmed(false);
        setTried(false);
      },
    },
    queryClient,
  );
  const refusal = save.error instanceof ApiError ? suitabilityResultCatalogue.nameOf(save.error.code) : 'unknown';
  const headingId = `knowledge-${declaration.kind}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={`declaration-${declaration.kind}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t(`riskCheck.kinds.${declaration.kind}`)}
          </Title>
          <Badge
            variant="light"
            color={declaration.hasKnowledge ? 'success' : 'neutral'}
            data-testid="knowledge-status"
            data-has-knowledge={declaration.hasKnowledge}
          >
            {declaration.declaredAt === null
              ? t('riskCheck.never')
              : declaration.hasKnowledge
                ? t('riskCheck.hasKnowledge')
                : t('riskCheck.noKnowledge')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`riskCheck.kindIntro.${declaration.kind}`)}
        </Text>
        {declaration.declaredAt !== null && (
          <Text size="sm">
            {t('riskCheck.declaredOn', { date: formatDate(declaration.declaredAt, brand.marketTimeZone) })}
          </Text>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!confirmed) {
              setTried(true);
              return;
            }
            save.mutate();
          }}
        >
          <Stack gap="sm">
            <Checkbox.Group
              label={t('riskCheck.criteriaLegend')}
              value={[...criteria]}
              onChange={(values) => setCriteria(knowledgeCriteria.filter((criterion) => values.includes(criterion)))}
            >
              <Stack gap="xs" mt="xs">
                {knowledgeCriteria.map((criterion) => (
                  <Checkbox
                    key={criterion}
                    value={criterion}
                    label={knowledgeCriterionTexts[declaration.kind][criterion][language]}
                    disabled={!editable}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            {editable && (
              <>
                <Checkbox
                  checked={confirmed}
                  onChange={(event) => {
                    setConfirmed(event.currentTarget.checked);
                    setTried(false);
                  }}
                  label={t('riskCheck.confirm')}
                  error={tried && !confirmed ? t('riskCheck.confirmNeeded') : undefined}
                  data-testid="confirm-declaration"
                />
                {save.isError && (
                  <Alert color="danger" variant="light" role="alert">
                    {refusal === 'clientOnly' ? t('riskCheck.clientOnly') : t('common.saveFailed')}
                  </Alert>
                )}
                {save.isSuccess && (
                  <Text size="sm" c="success" role="status">
                    {t('riskCheck.saved')}
                  </Text>
                )}
                <Group>
                  <Button type="submit" loading={save.isPending} data-testid="save-declaration">
                    {t('riskCheck.save')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
