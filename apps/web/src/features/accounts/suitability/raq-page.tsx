/*
 * SPEC §2 /accounts/raq (issue 17 part 2, ADR 037): the client's risk profile (its level, validity and the answers it
 * came from, each in the wording of the version answered), what the level means and which funds it allows, and the
 * questionnaire redone one question at a time, checked on a review step and scored by the server.
 *
 * The page holds the heading and which of its three views shows; they stand beside it: the profile
 * (risk-profile-view.tsx), the questionnaire (questionnaire-steps.tsx) and its result (questionnaire-result.tsx), with
 * what a level means (level-explanation.tsx) and the api and profile query (suitability-api.ts).
 */
import { Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useContext, useRef, useState } from 'react';
import type { RiskProfile, RiskQuestionnaireSubmission } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RiskProfileReminder } from '../../../shared/risk-profile/risk-profile-reminder';
import { useTradingAccount, type TradingAccount } from '../../../shared/session/trading-account';
import { QueryState } from '../../../shared/ticket/ticket-parts';
import { ResultView } from './questionnaire-result';
import { QuestionnaireSteps } from './questionnaire-steps';
import { ProfileView } from './risk-profile-view';
import { riskProfileQuery, SuitabilityApiContext } from './suitability-api';

export function RiskQuestionnairePage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <RiskQuestionnaire key={`${account.source}:${account.accountCode}`} account={account} />;
}

type Mode =
  | { readonly kind: 'profile' }
  | { readonly kind: 'answering' }
  | { readonly kind: 'result'; readonly submission: RiskQuestionnaireSubmission; readonly profile: RiskProfile };

function RiskQuestionnaire({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('accountSuitability');
  const client = useContext(SuitabilityApiContext);
  const profile = useQuery(riskProfileQuery(client, account), queryClient);
  const [mode, setMode] = useState<Mode>({ kind: 'profile' });
  const heading = useRef<HTMLHeadingElement>(null);
  const show = (next: Mode) => {
    setMode(next);
    // The new step's content starts at the heading: focus it so a screen reader starts there too.
    queueMicrotask(() => heading.current?.focus());
  };
  return (
    <>
      <RiskProfileReminder withLink={false} />
      <Container size="md" py="lg">
        <Stack gap="md">
          <Title order={1} size="h2" ref={heading} tabIndex={-1}>
            {t('raq.heading')}
          </Title>
          {profile.data === undefined ? (
            <QueryState failed={profile.isError} onRetry={() => void profile.refetch()} />
          ) : mode.kind === 'answering' ? (
            <QuestionnaireSteps
              account={account}
              onCancel={() => show({ kind: 'profile' })}
              onSubmitted={(submission, next) => {
                queryClient.setQueryData(riskProfileQuery(client, account).queryKey, next);
                void queryClient.invalidateQueries({ queryKey: ['suitability', 'findExpiry'] });
                show({ kind: 'result', submission, profile: next });
              }}
            />
          ) : mode.kind === 'result' ? (
            <ResultView submission={mode.submission} profile={mode.profile} onDone={() => show({ kind: 'profile' })} />
          ) : (
            <ProfileView profile={profile.data} onAnswer={() => show({ kind: 'answering' })} />
          )}
        </Stack>
      </Container>
    </>
  );
}
