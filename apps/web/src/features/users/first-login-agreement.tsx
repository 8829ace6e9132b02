import { Alert, Button, Checkbox, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { LegalAgreement } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { api } from '../../shared/api/api-client';
import { apiQueryOptions } from '../../shared/api/api-query';
import { queryClient } from '../../shared/api/query-client';
import { useTranslation } from '../../shared/i18n/use-translation';
import { LegalAgreementContent } from '../../shared/legal/legal-agreement-content';
import { usePreferences } from '../../shared/preferences/preferences-context';
import { useSessionStore } from '../../shared/session/session-context';
import { withSessionFacts } from '../../shared/session/session-store';
import { isSessionEnded, retryUnlessRefused, useSignInAgain } from '../../shared/password/use-sign-in-again';

export type FirstLoginAgreementViewProps = {
  readonly agreement: LegalAgreement;
  readonly agreed: boolean;
  readonly onAgreedChange: (agreed: boolean) => void;
  readonly confirming: boolean;
  /** The last confirmation failed. */
  readonly failed: boolean;
  readonly onConfirm: () => void;
};

/** The agreement's title and text, the 'I have read and agreed' box and Confirm, which waits for the box. */
export function FirstLoginAgreementView({
  agreement,
  agreed,
  onAgreedChange,
  confirming,
  failed,
  onConfirm,
}: FirstLoginAgreementViewProps) {
  const { t } = useTranslation('users');
  return (
    <Stack gap="lg">
      <Title order={1}>{agreement.title || t('agreement.heading')}</Title>
      {/* Scrolls on its own, so the box and Confirm stay in reach; focusable so the keyboard can scroll it too. */}
      <Paper
        withBorder
        p="md"
        mah="60vh"
        style={{ overflowY: 'auto' }}
        tabIndex={0}
        aria-label={agreement.title || t('agreement.heading')}
        data-testid="agreement-content"
      >
        {/* Sanitised once more in the browser (SPEC §5). */}
        <LegalAgreementContent html={agreement.content} />
      </Paper>
      <Checkbox
        label={t('agreement.agreed')}
        checked={agreed}
        onChange={(event) => onAgreedChange(event.currentTarget.checked)}
      />
      {failed && <Alert color="danger">{t('agreement.confirmFailed')}</Alert>}
      <Button disabled={!agreed} loading={confirming} onClick={onConfirm} style={{ alignSelf: 'flex-start' }}>
        {t('agreement.confirm')}
      </Button>
    </Stack>
  );
}

export type FirstLoginAgreementProps = {
  readonly accountCode: string;
  readonly source: LoginSource;
  /** Called once the server has recorded the confirmation. */
  readonly onConfirmed: () => void;
};

/**
 * The first-login agreement screen (SPEC §4): until a plain client confirms it, it is all they see. The agreement
 * comes in the display language; confirming records it on the server and in the browser's session facts.
 */
export function FirstLoginAgreement({ accountCode, source, onConfirmed }: FirstLoginAgreementProps) {
  const { t } = useTranslation('users');
  const { language } = usePreferences();
  const sessions = useSessionStore();
  const signInAgain = useSignInAgain();
  const agreements = useQuery(
    {
      ...apiQueryOptions('legalAgreement', 'searchLegalAgreements', { types: ['firstLoginAgreement'], language }),
      retry: retryUnlessRefused,
    },
    queryClient,
  );
  const confirm = useMutation({ mutationFn: () => api.account.confirmAgreement({ accountCode, source }) }, queryClient);
  const [agreed, setAgreed] = useState(false);

  const confirmSessionEnded = isSessionEnded(confirm.error);
  useEffect(() => {
    if (confirmSessionEnded) signInAgain();
  }, [confirmSessionEnded, signInAgain]);

  const agreement = agreements.data?.legalAgreements.find((candidate) => candidate.type === 'firstLoginAgreement');
  if (agreement) {
    return (
      <Container size="md" py="xl">
        <FirstLoginAgreementView
          agreement={agreement}
          agreed={agreed}
          onAgreedChange={setAgreed}
          confirming={confirm.isPending}
          failed={confirm.isError && !confirmSessionEnded}
          onConfirm={() =>
            confirm.mutate(undefined, {
              onSuccess: () => {
                sessions.update((state) => withSessionFacts(state, accountCode, { agreementConfirmed: true }));
                onConfirmed();
              },
            })
          }
        />
      </Container>
    );
  }
  let status: ReactNode;
  if (agreements.isPending) {
    status = (
      <Stack align="center" gap="xs" py="xl" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('agreement.loading')}</Text>
      </Stack>
    );
  } else if (agreements.isError) {
    status = (
      <Alert color="danger" title={t('agreement.loadFailed')}>
        <Button variant="light" color="danger" size="xs" onClick={() => void agreements.refetch()}>
          {t('agreement.retry')}
        </Button>
      </Alert>
    );
  } else {
    // Nothing to agree to: confirming unseen terms would record an agreement the client never read.
    status = <Alert color="danger">{t('agreement.missing')}</Alert>;
  }
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('agreement.heading')}</Title>
        {status}
      </Stack>
    </Container>
  );
}
