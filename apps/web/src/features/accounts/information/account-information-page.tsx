import { Alert, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { AccountHolder, ProfileChangeRequest, ProfileChangeSection, ProfileChangeStatus } from '@portal/contract';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { queryClient } from '../../../shared/api/query-client';
import { useStepUp } from '../../../shared/step-up/use-step-up';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact, QueryState } from '../../../shared/ticket/ticket-parts';
import type { ColourToken } from '../../../shared/ui/colour-tokens';
import { ChangeRequestForm } from './change-request-form';
import {
  informationQueryKeys,
  useInformationAccount,
  useInformationApi,
  type InformationAccount,
} from './information-api';

type Information = Awaited<ReturnType<ReturnType<typeof useInformationApi>['accountProfile']['accountInformation']>>;

const statusColours = {
  pending: 'statusPending',
  approved: 'statusSettled',
  rejected: 'statusRejected',
} as const satisfies Record<ProfileChangeStatus, ColourToken>;

/** An instant as Hong Kong reads it: '2026-11-27 14:05'. */
const hongKongTime = (instant: string) =>
  `${formatDate(instant, 'Asia/Hong_Kong')} ${formatTime24(instant, 'Asia/Hong_Kong')}`;

/** A part of the record: its heading, an action beside it, and its facts. */
function Section({
  title,
  action,
  testId,
  children,
}: {
  title: string;
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A multi-line value (an address) kept in its lines. */
function Lines({ text }: { text: string }) {
  return <span style={{ whiteSpace: 'pre-line' }}>{text}</span>;
}

function HolderFacts({ holder }: { holder: AccountHolder }) {
  const { t } = useTranslation('accountInformation');
  const { identityDocument: document } = holder;
  return (
    <Stack gap="xs" data-testid="holder">
      <Text fw={600} size="sm">
        {t(`holderRoles.${holder.role}`)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t('fields.nameEnglish')}>{holder.name.english}</Fact>
        <Fact label={t('fields.nameChinese')}>{holder.name.chinese ?? t('notOnRecord')}</Fact>
        <Fact label={t('fields.identityDocument')} testId="holder-document">
          {t('documentOf', {
            kind: t(`documentKinds.${document.kind}`),
            number: document.numberMasked,
            country: t(`nationalities.${document.issuingCountry}`),
          })}
        </Fact>
        <Fact label={t('fields.dateOfBirth')}>{holder.dateOfBirth ?? t('notOnRecord')}</Fact>
        <Fact label={t('fields.nationality')}>{t(`nationalities.${holder.nationality}`)}</Fact>
      </SimpleGrid>
    </Stack>
  );
}

function ChangeRequests({ requests }: { requests: readonly ProfileChangeRequest[] }) {
  const { t } = useTranslation('accountInformation');
  if (requests.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="requests-empty">
        {t('requests.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {requests.map((request) => (
        <Paper key={request.requestId} withBorder radius="sm" p="sm" component="li" data-testid="change-request">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {t(`requests.sections.${request.section}`)} · {request.requestId}
              </Text>
              <Badge color={statusColours[request.status]} variant="light" data-testid="change-request-status">
                {t(`requests.statuses.${request.status}`)}
              </Badge>
            </Group>
            {request.changes.map((change) => (
              <Text size="sm" key={change.field} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {t('requests.change', { field: t(`fields.${change.field}`), to: change.to })}
              </Text>
            ))}
            <Text size="xs" c="dimmed">
              {t('requests.submitted', { time: hongKongTime(request.submittedAt) })}
              {request.decidedAt && ` · ${t('requests.decided', { time: hongKongTime(request.decidedAt) })}`}
              {` · ${t('requests.proof', { name: request.proof.fileName })}`}
            </Text>
            {request.reason && <Text size="sm">{t('requests.reason', { reason: request.reason })}</Text>}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Record({ account, information }: { account: InformationAccount; information: Information }) {
  const { t } = useTranslation('accountInformation');
  const cache = useQueryClient(queryClient);
  const stepUp = useStepUp(useInformationApi());
  const [editing, setEditing] = useState<ProfileChangeSection | null>(null);
  const [sent, setSent] = useState<ProfileChangeRequest | undefined>(undefined);
  const { profile, editable, changeRequests } = information;
  const pending = (section: ProfileChangeSection) =>
    changeRequests.some((request) => request.section === section && request.status === 'pending');

  const editButton = (section: ProfileChangeSection) =>
    editable && editing !== section && !pending(section) ? (
      <Button
        variant="light"
        size="xs"
        aria-label={t(section === 'contact' ? 'editContact' : 'editAddresses')}
        data-testid={`edit-${section}`}
        onClick={() => {
          setSent(undefined);
          setEditing(section);
        }}
      >
        {t('edit')}
      </Button>
    ) : undefined;

  const editor = (section: ProfileChangeSection, facts: ReactNode) => (
    <>
      {editing === section ? (
        <ChangeRequestForm
          section={section}
          account={account}
          profile={profile}
          maximumProofBytes={information.maximumProofBytes}
          askStepUp={() => stepUp.ask('contactChange')}
          onCancel={() => setEditing(null)}
          onSent={(request) => {
            setEditing(null);
            setSent(request);
            void cache.invalidateQueries({ queryKey: informationQueryKeys.all });
          }}
        />
      ) : (
        facts
      )}
      {pending(section) && (
        <Text size="sm" c="dimmed" data-testid={`pending-${section}`}>
          {t('pendingNote')}
        </Text>
      )}
    </>
  );

  return (
    <>
      {!editable && (
        <Alert color="info" variant="light" data-testid="not-editable">
          {account.advisorAccountCode ? t('adviseeReadOnly') : t('notEditable')}
        </Alert>
      )}
      {sent && (
        <Alert color="success" variant="light" role="status" data-testid="change-sent">
          {t('form.sent', { requestId: sent.requestId })}
        </Alert>
      )}
      <Section title={t('sections.account')} testId="section-account">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('fields.accountCode')}>{profile.accountCode}</Fact>
          <Fact label={t('fields.accountType')} testId="account-type">
            {t(`accountTypes.${profile.accountType}`)}
          </Fact>
          <Fact label={t('fields.nameEnglish')}>{profile.name.english}</Fact>
          <Fact label={t('fields.nameChinese')}>{profile.name.chinese ?? t('notOnRecord')}</Fact>
          {profile.businessRegistration && (
            <Fact label={t('fields.businessRegistration')}>{profile.businessRegistration.numberMasked}</Fact>
          )}
          <Fact label={t('fields.investorStatus')}>
            {t(profile.professionalInvestor ? 'professional.yes' : 'professional.no')}
          </Fact>
        </SimpleGrid>
      </Section>
      <Section title={t('sections.holders')} testId="section-holders">
        {profile.holders.map((holder, index) => (
          <HolderFacts key={index} holder={holder} />
        ))}
      </Section>
      <Section title={t('sections.contact')} action={editButton('contact')} testId="section-contact">
        {editor(
          'contact',
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label={t('fields.phone')} testId="record-phone">
              {profile.phone ?? t('notOnRecord')}
            </Fact>
            <Fact label={t('fields.email')} testId="record-email">
              <span style={{ overflowWrap: 'anywhere' }}>{profile.email ?? t('notOnRecord')}</span>
            </Fact>
          </SimpleGrid>,
        )}
      </Section>
      <Section title={t('sections.addresses')} action={editButton('addresses')} testId="section-addresses">
        {editor(
          'addresses',
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label={t('fields.residentialAddress')} testId="record-residentialAddress">
              <Lines text={profile.residentialAddress} />
            </Fact>
            <Fact label={t('fields.correspondenceAddress')} testId="record-correspondenceAddress">
              <Lines text={profile.correspondenceAddress} />
            </Fact>
          </SimpleGrid>,
        )}
      </Section>
      {profile.employment && (
        <Section title={t('sections.employment')} testId="section-employment">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Fact label={t('fields.employmentStatus')}>{t(`employmentStatuses.${profile.employment.status}`)}</Fact>
            <Fact label={t('fields.employer')}>{profile.employment.employer ?? t('notOnRecord')}</Fact>
            <Fact label={t('fields.occupation')}>{profile.employment.occupation ?? t('notOnRecord')}</Fact>
          </SimpleGrid>
        </Section>
      )}
      <Section title={t('sections.experience')} testId="section-experience">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {profile.investmentExperience.map((entry) => (
            <Fact key={entry.product} label={t(`products.${entry.product}`)}>
              {t(`experienceBands.${entry.years}`)}
            </Fact>
          ))}
        </SimpleGrid>
      </Section>
      <Section title={t('sections.requests')} testId="section-requests">
        <ChangeRequests requests={changeRequests} />
      </Section>
      {stepUp.dialog}
    </>
  );
}

/** SPEC §2 accounts/information: the client's record, and change requests for its contact details and addresses. */
export function AccountInformationPage() {
  const { t } = useTranslation('accountInformation');
  const account = useInformationAccount();
  const client = useInformationApi();
  const information = useQuery(
    {
      queryKey: account
        ? informationQueryKeys.information(account.accountCode, account.source)
        : informationQueryKeys.all,
      queryFn: ({ signal }) =>
        account
          ? client.accountProfile.accountInformation(
              { accountCode: account.accountCode, source: account.source },
              { signal },
            )
          : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
  if (!account) return null;
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('heading')}
        </Title>
        <Text size="sm">{t('pageIntro')}</Text>
        {information.data ? (
          <Record account={account} information={information.data} />
        ) : (
          <QueryState failed={information.isError} onRetry={() => void information.refetch()} />
        )}
      </Stack>
    </Container>
  );
}
