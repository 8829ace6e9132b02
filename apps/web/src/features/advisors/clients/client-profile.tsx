/* A client's record and risk profile as the advisor sees them (issue 28 part 3): who they are, how to reach them, when
 * they last signed in; the risk level with the questionnaire in force and every questionnaire submitted. */
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClientDetails } from '@portal/contract';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { useBrand } from '../../../shared/brand/brand-context';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { ShownRows } from '../../../shared/history-list/history-list';
import { Fact } from '../../../shared/ticket/ticket-parts';
import { useTranslation } from '../../../shared/i18n/use-translation';

const knownStatuses = ['active', 'inactive', 'suspended', 'dormant'] as const;
const knownAccountTypes = ['Individual', 'Joint', 'Corporate', 'Institution'] as const;

export function ClientProfileCard({ details }: { readonly details: ClientDetails }) {
  const { t } = useTranslation('advisorClients');
  const zone = useBrand().marketTimeZone;
  const { profile } = details;
  const none = t('details.profile.none');
  const status = knownStatuses.find((known) => known === profile.status);
  const accountType = knownAccountTypes.find((known) => known === profile.accountType);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="client-profile-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="client-profile-heading">
          {t('details.profile.heading')}
        </Title>
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs" data-testid="client-profile">
          <Fact label={t('details.profile.code')} testId="profile-code">
            {profile.accountCode}
          </Fact>
          <Fact label={t('details.profile.source')}>{t(`details.profile.sourceNames.${profile.source}`)}</Fact>
          <Fact label={t('details.profile.englishName')} testId="profile-english-name">
            {profile.names.english}
          </Fact>
          <Fact label={t('details.profile.chineseName')}>{profile.names.chinese ?? none}</Fact>
          <Fact label={t('details.profile.accountType')}>
            {accountType === undefined ? profile.accountType : t(`filters.accountTypeNames.${accountType}`)}
          </Fact>
          <Fact label={t('details.profile.professionalInvestor')}>
            {profile.professionalInvestor ? t('filters.yes') : t('filters.no')}
          </Fact>
          <Fact label={t('details.profile.status')}>
            {status === undefined ? profile.status : t(`details.profile.statusNames.${status}`)}
          </Fact>
          <Fact
            label={t('details.profile.advisor')}
          >{`${profile.advisor.displayName} (${profile.advisor.accountCode})`}</Fact>
          <Fact label={t('details.profile.email')}>
            <span style={{ overflowWrap: 'anywhere' }}>{profile.email ?? none}</span>
          </Fact>
          <Fact label={t('details.profile.phone')}>{profile.phone ?? none}</Fact>
          <Fact label={t('details.profile.created')}>{formatDate(profile.createdAt, zone)}</Fact>
          <Fact label={t('details.profile.lastLogin')} testId="profile-last-login">
            {profile.lastLoginAt === null
              ? t('results.never')
              : `${formatDate(profile.lastLoginAt, zone)} ${formatTime24(profile.lastLoginAt, zone)}`}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

export function ClientRiskCard({ details }: { readonly details: ClientDetails }) {
  const { t } = useTranslation('advisorClients');
  const zone = useBrand().marketTimeZone;
  const { questionnaire } = details;
  const lastValid = questionnaire.lastValidDay ?? '';
  const standing =
    questionnaire.time === null
      ? { text: t('details.risk.none'), colour: 'neutral' as const }
      : questionnaire.expired
        ? { text: t('details.risk.expired', { date: lastValid }), colour: 'danger' as const }
        : questionnaire.expiring
          ? { text: t('details.risk.expiring', { date: lastValid }), colour: 'warning' as const }
          : { text: t('details.risk.validUntil', { date: lastValid }), colour: 'success' as const };
  type Item = ClientDetails['questionnaires'][number];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="client-risk-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="client-risk-heading">
          {t('details.risk.heading')}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Text size="sm">{t('details.risk.level')}</Text>
          <RiskLevelBadge level={details.riskLevel} size="md" />
        </Group>
        <Text size="sm" c={standing.colour} data-testid="questionnaire-standing">
          {standing.text}
        </Text>
        <Title order={3} size="h5">
          {t('details.risk.history')}
        </Title>
        {details.questionnaires.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('details.risk.empty')}
          </Text>
        ) : (
          <ShownRows<Item>
            rows={details.questionnaires}
            columns={[
              { header: t('details.risk.columns.submitted'), cell: (item) => formatDate(item.submittedAt, zone) },
              { header: t('details.risk.columns.version'), cell: (item) => String(item.version), figure: true },
              { header: t('details.risk.columns.level'), cell: (item) => <RiskLevelBadge level={item.riskLevel} /> },
              {
                header: t('details.risk.columns.score'),
                cell: (item) => t('details.risk.score', { score: item.score, maximum: item.maximumScore }),
                figure: true,
              },
              {
                header: t('details.risk.columns.status'),
                cell: (item) => (
                  <Group gap={4} wrap="nowrap">
                    <span>{t(`details.risk.statusNames.${item.status}`)}</span>
                    {item.inForce && (
                      <Badge size="xs" variant="light" color="success">
                        {t('details.risk.inForce')}
                      </Badge>
                    )}
                  </Group>
                ),
              },
              {
                header: t('details.risk.columns.ends'),
                cell: (item) =>
                  item.expiresAt === null ? t('details.profile.none') : formatDate(item.expiresAt, zone),
              },
            ]}
            rowKey={(item) => item.questionnaireId}
            rowAttributes={(item) => ({ 'data-testid': 'questionnaire-row', 'data-status': item.status })}
            testIds={{ table: 'questionnaires' }}
            label={t('details.risk.history')}
            minWidth={560}
          />
        )}
      </Stack>
    </Paper>
  );
}
