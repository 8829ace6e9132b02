/* The eDDA agreement in the shown language, in full before the form; accepting it opens the form. */
import { Checkbox, ScrollArea, Stack, Title } from '@mantine/core';
import { useApiQuery } from '../../../shared/api/api-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LegalAgreementContent } from '../../../shared/legal/legal-agreement-content';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { QueryState } from '../../../shared/ticket/ticket-parts';

/** The eDDA agreement, shown in full before the form; accepting it opens the form. */
export function AgreementStep({ accepted, onAccept }: { accepted: boolean; onAccept: (accepted: boolean) => void }) {
  const { t } = useTranslation('cashEdda');
  const { language } = usePreferences();
  const query = useApiQuery('legalAgreement', 'searchLegalAgreements', { types: ['eddaAgreement'], language });
  const agreement = query.data?.legalAgreements.find((entry) => entry.type === 'eddaAgreement');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {agreement?.title ?? t('setup.agreement')}
      </Title>
      {agreement ? (
        <ScrollArea.Autosize
          mah={220}
          type="auto"
          data-testid="edda-agreement"
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': agreement.title }}
        >
          <LegalAgreementContent html={agreement.content} />
        </ScrollArea.Autosize>
      ) : (
        <QueryState failed={query.isError} onRetry={() => void query.refetch()} />
      )}
      <Checkbox
        label={t('setup.agreementAccept')}
        checked={accepted}
        disabled={!agreement}
        onChange={(event) => onAccept(event.currentTarget.checked)}
        data-testid="edda-agreement-accept"
      />
    </Stack>
  );
}
