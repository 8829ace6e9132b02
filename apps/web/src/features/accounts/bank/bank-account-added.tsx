/* The bank account just submitted, said back, and a button to add another. */
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { BankAccountView } from '@portal/contract';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';

export function BankAccountAdded({ added, onAddAnother }: { added: BankAccountView; onAddAnother: () => void }) {
  const { t } = useTranslation('accountBank');
  const language = useShownLanguage();
  return (
    <Alert color="success" role="status" data-testid="bank-account-added">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t('form.added', {
            bank: added.bankName[language],
            number: added.maskedAccountNumber,
            currency: added.currency,
          })}
        </Text>
        <Button size="xs" variant="light" onClick={onAddAnother}>
          {t('form.addAnother')}
        </Button>
      </Stack>
    </Alert>
  );
}
