import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LegalAgreement } from '@portal/contract';
import type { LegalAgreementType } from '@portal/contract/domain/legal-agreement-type';
import { useApiQuery } from '../api/api-query';
import { useTranslation } from '../i18n/use-translation';
import { usePreferences } from '../preferences/preferences-context';
import { LegalAgreementContent } from './legal-agreement-content';
import classes from './legal-agreement-dialog.module.css';

/*
 * The dialog showing one legal agreement. This module is loaded on demand by LegalAgreementLink (with Mantine's
 * Modal and the api client it brings), so the login page and the footer carry none of it on the first load.
 */

/** Where the agreement's fetch stands, as the dialog shows it. */
export type LegalAgreementDialogState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly retrying: boolean; readonly onRetry: () => void }
  /** `agreement` is undefined when the brand has none of the type. */
  | { readonly status: 'loaded'; readonly agreement: LegalAgreement | undefined };

export type LegalAgreementDialogViewProps = {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** The dialog's title until the agreement, with its own title, has arrived. */
  readonly fallbackTitle: string;
  readonly state: LegalAgreementDialogState;
};

/** The dialog itself, for any state of the fetch: title, content (sanitised), loading, error with retry, close. */
export function LegalAgreementDialogView({ opened, onClose, fallbackTitle, state }: LegalAgreementDialogViewProps) {
  const { t } = useTranslation('legal');
  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <Group gap="sm" py="md" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('dialog.loading')}</Text>
      </Group>
    );
  } else if (state.status === 'failed') {
    body = (
      <Stack gap="sm" align="flex-start" py="md">
        <Text size="sm" c="danger" role="alert">
          {t('dialog.loadFailed')}
        </Text>
        <Button variant="light" size="sm" loading={state.retrying} onClick={state.onRetry}>
          {t('dialog.retry')}
        </Button>
      </Stack>
    );
  } else if (state.agreement === undefined) {
    body = (
      <Text size="sm" py="md">
        {t('dialog.notAvailable')}
      </Text>
    );
  } else {
    body = <LegalAgreementContent html={state.agreement.content} />;
  }
  const title = state.status === 'loaded' && state.agreement !== undefined ? state.agreement.title : fallbackTitle;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      classNames={{ title: classes.title }}
      // LegalAgreementLink puts focus back on itself: the dialog mounts only after its chunk has loaded, by when
      // Mantine's own record of the focused element may be the page rather than the link (Safari).
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {body}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      </Group>
    </Modal>
  );
}

export type LegalAgreementDialogProps = {
  readonly type: LegalAgreementType;
  readonly opened: boolean;
  readonly onClose: () => void;
};

/** The dialog of one agreement of the running brand, fetched in the display language. */
export function LegalAgreementDialog({ type, opened, onClose }: LegalAgreementDialogProps) {
  const { t } = useTranslation('legal');
  const { language } = usePreferences();
  const query = useApiQuery('legalAgreement', 'searchLegalAgreements', { types: [type], language });
  let state: LegalAgreementDialogState;
  if (query.isSuccess) {
    state = { status: 'loaded', agreement: query.data.legalAgreements.find((agreement) => agreement.type === type) };
  } else if (query.isError) {
    state = { status: 'failed', retrying: query.isFetching, onRetry: () => void query.refetch() };
  } else {
    state = { status: 'loading' };
  }
  return (
    <LegalAgreementDialogView opened={opened} onClose={onClose} fallbackTitle={t(`types.${type}`)} state={state} />
  );
}
