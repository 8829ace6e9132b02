/* An IPO offering's facts: its name and code, what the client did with it, prices, lot and dates. */
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { IpoOfferingSummary } from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact } from '../../../shared/ticket/ticket-parts';
import { rowActionName } from '../../../shared/ui/row-action';
import { hongKongMoment } from './ipo-format';

/** An offering's facts; with `onOpen` (in the lists) a button opens its detail, which shows the card without one. */
export function OfferingCard({ offering, onOpen }: { offering: IpoOfferingSummary; onOpen?: () => void }) {
  const { t } = useTranslation('stockIpo');
  const language = useShownLanguage();
  const money = (value: string) => `${offering.currency} ${formatAmount(value, 2)}`;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`offering-${offering.offeringId}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>{offering.names[language]}</Text>
            <Text size="sm" c="dimmed">
              {t('offering.code', { code: offering.code })}
            </Text>
          </div>
          <Group gap="xs">
            {offering.applicationId && (
              <Badge color="info" variant="light">
                {t('offering.applied')}
              </Badge>
            )}
            {offering.resultAnnounced && (
              <Badge color="success" variant="light">
                {t('offering.resultOut')}
              </Badge>
            )}
            {offering.financeAvailable && (
              <Badge color="neutral" variant="outline">
                {t('offering.finance')}
              </Badge>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t('offering.offerPrice')}>
            {t('offering.priceRange', {
              currency: offering.currency,
              low: offering.offerPriceLow,
              high: offering.offerPriceHigh,
            })}
          </Fact>
          <Fact label={t('offering.boardLot')}>
            {t('offering.shares', { quantity: formatNumber(offering.boardLot) })}
          </Fact>
          <Fact label={t('offering.minimumAmount')}>{money(offering.minimumAmount)}</Fact>
          {offering.finalPrice !== null && (
            <Fact label={t('offering.finalPrice')}>{`${offering.currency} ${offering.finalPrice}`}</Fact>
          )}
          <Fact label={t('offering.openAt')}>{hongKongMoment(offering.openAt)}</Fact>
          <Fact label={t('offering.closeAt')}>{hongKongMoment(offering.closeAt)}</Fact>
          <Fact label={t('offering.resultAt')}>{hongKongMoment(offering.resultAt)}</Fact>
          <Fact label={t('offering.listingDate')}>{offering.listingDate}</Fact>
        </SimpleGrid>
        {onOpen && (
          <Group>
            <Button
              variant="light"
              onClick={onOpen}
              aria-label={rowActionName(t('offering.details'), `${offering.code} ${offering.names[language]}`)}
              data-testid="open-offering"
            >
              {t('offering.details')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
