/* A price off the spread table that the brand lets the client place once confirmed (overrideOutOfSpread): the ticket
 * and the amend dialog say so, name the nearest prices on the table and ask for the confirmation. */
import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { OffSpreadPrice } from './ticket-rules';

export function OffSpreadConfirmation(props: {
  readonly offSpread: OffSpreadPrice;
  readonly confirmed: boolean;
  readonly onConfirmed: (confirmed: boolean) => void;
  readonly error: string | undefined;
}) {
  const { t } = useTranslation('stockTrading');
  return (
    <Alert color="warning" variant="light" title={t('ticket.offSpread.title')} data-testid="off-spread">
      <Stack gap="xs">
        <Text size="sm">{t('ticket.offSpread.notice', props.offSpread)}</Text>
        <Checkbox
          label={t('ticket.offSpread.confirm', { price: props.offSpread.price })}
          checked={props.confirmed}
          onChange={(event) => props.onConfirmed(event.currentTarget.checked)}
          error={props.error}
          data-testid="confirm-off-spread"
        />
      </Stack>
    </Alert>
  );
}
