/* The review of a new bank account before it is sent: every field as it will be sent, the statement, a note, any
 * refusal, and edit or submit. */
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact } from '../../../shared/ticket/ticket-parts';
import { proofFileFacts, type ChosenProof } from '../../../shared/upload/proof-file';
import type { BankAccountFailure } from './bank-account-errors';
import { BankAccountFailureAlert } from './bank-account-failure-alert';
import type { BankAccountFields } from './bank-account-fields';
import type { BankAccountOverview } from './bank-account-overview';

export function BankAccountReview({
  form,
  bank,
  statement,
  failure,
  pending,
  onEdit,
  onSubmit,
}: {
  form: BankAccountFields;
  bank: BankAccountOverview['banks'][number] | undefined;
  statement: Extract<ChosenProof, { ok: true }>;
  failure: BankAccountFailure | undefined;
  pending: boolean;
  onEdit: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('accountBank');
  const language = useShownLanguage();
  return (
    <Paper withBorder radius="md" p="md" data-testid="bank-account-confirm">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('form.confirmHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('form.bank')}>{bank ? `${bank.bankCode} ${bank.name[language]}` : form.bankCode}</Fact>
          <Fact label={t('form.branchCode')}>{form.branchCode.trim()}</Fact>
          <Fact label={t('form.accountNumber')} testId="confirm-account-number">
            {form.accountNumber.trim()}
          </Fact>
          <Fact label={t('form.holder')}>{form.accountHolder.trim()}</Fact>
          <Fact label={t('form.currency')}>{form.currency}</Fact>
          <Fact label={t('form.fpsProxy')}>{form.fpsProxy.trim() === '' ? t('list.none') : form.fpsProxy.trim()}</Fact>
          <Fact label={t('form.statement')}>{t('form.statementChosen', proofFileFacts(statement))}</Fact>
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('form.confirmNote')}
        </Text>
        <BankAccountFailureAlert failure={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onEdit} disabled={pending}>
            {t('form.edit')}
          </Button>
          <Button loading={pending} onClick={onSubmit} data-testid="submit-bank-account">
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
