/* The head of the stock ticket: the stock, its market and phase, and links to its quote and to another stock. */
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StockTradeTerms } from '@portal/contract';
import { displayStockCode } from '@portal/contract/domain/stock/exchanges';
import type { StockOrderSide } from '@portal/contract/domain/stock/order-types';
import { tradingPhases } from '@portal/contract/domain/stock/trading-sessions';
import type { TradingPhase } from '@portal/contract/domain/stock/trading-sessions';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PhaseBadge } from '../market/market-parts';
import { exchangeOf } from './ticket-rules';

/** The stock the ticket is for, its market phase and a link to pick another. */
export function TicketStock({ terms, side }: { readonly terms: StockTradeTerms; readonly side: StockOrderSide }) {
  const { t } = useTranslation('stockTrading');
  const language = useShownLanguage();
  const exchange = exchangeOf(terms);
  const phase: TradingPhase | undefined = isTradingPhaseName(terms.tradingPhase) ? terms.tradingPhase : undefined;
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text fw={600} size="lg" data-testid="ticket-stock">
          {displayStockCode(exchange, terms.code)} {nameIn(terms.names, language)}
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {terms.exchange} · {terms.currency} · {t('ticket.boardLot', { lot: String(terms.boardLot) })}
          </Text>
          {phase && <PhaseBadge phase={phase} testId="ticket-phase" />}
        </Group>
      </div>
      <Group gap="sm">
        <Anchor component={Link} to={`/stocks/quote/${terms.stockId}`} size="sm">
          {t('ticket.quoteDetail')}
        </Anchor>
        <Anchor component={Link} to={`/stocks/order?side=${side}`} size="sm" data-testid="change-stock">
          {t('ticket.changeStock')}
        </Anchor>
      </Group>
    </Group>
  );
}

function isTradingPhaseName(phase: string): phase is TradingPhase {
  return (tradingPhases as readonly string[]).includes(phase);
}
