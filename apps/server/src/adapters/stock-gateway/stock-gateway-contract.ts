import { ExactDecimal } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import { marketOfExchange, stockExchanges } from '@portal/contract/domain/stock/exchanges';
import { roundToSpread } from '@portal/contract/domain/stock/spread-table';
import { tradingSessionsOf, zonedInstant } from '@portal/contract/domain/stock/trading-sessions';
import { describeContract, type ContractClause } from '../contract-suite';
import type { MarketInstrument } from '../market-data/market-data-feed';
import type { ExecutionRequest, GatewayExecution, GatewayOrder, StockGateway } from './stock-gateway';

/*
 * What any stock gateway must do (ADR 051), asked about orders the suite makes around the market price (the sample's,
 * from the deployment's market data): fill a buy never above its limit and a sell never below it, never beyond what
 * is left, inside the window asked and in order; fill a market order whole or cancel a buy the market moved beyond its
 * protective price; fill a stop-limit order only once its stop is reached; fill nothing at a weekend, nothing of a
 * suspended instrument, no pre- or post-market trade for an order that does not allow them; fill an at-auction order
 * whole at an auction; and answer the same again, alone or among other orders.
 */

export type StockGatewaySample = {
  /** Active instruments the gateway trades: at least one of HKEX (with its auctions) and one of a US exchange. */
  readonly instruments: readonly MarketInstrument[];
  /** The market's last price of an instrument at an instant (the deployment's market data). */
  priceAt(instrument: MarketInstrument, at: Date): string;
};

const wednesday = '2026-11-25';
const saturday = '2026-11-28';

/** The instant `minutes` after midnight of a day at the instrument's exchange. */
const localInstant = (instrument: MarketInstrument, day: string, minutes: number) =>
  zonedInstant(day, minutes, stockExchanges[instrument.exchange].timeZone);

/** The day's first continuous session and two hours of it (HK 09:30-11:30, US 09:30-11:30, CN 09:30-11:30). */
function morningOf(instrument: MarketInstrument, day: string): { from: Date; to: Date } {
  const continuous = tradingSessionsOf(instrument.exchange).find((session) => session.phase === 'continuous');
  const start = continuous?.start ?? 9 * 60 + 30;
  return { from: localInstant(instrument, day, start), to: localInstant(instrument, day, start + 120) };
}

type Probe = ExecutionRequest & {
  readonly name: string;
  /** A limit order through the market, which a two-hour morning must fill at least once. */
  readonly mustFill?: boolean;
};

function ordersOf(sample: StockGatewaySample): Probe[] {
  const probes: Probe[] = [];
  for (const instrument of sample.instruments) {
    const window = morningOf(instrument, wednesday);
    const price = new ExactDecimal(sample.priceAt(instrument, window.from));
    const at = (factor: string, direction: 'up' | 'down') =>
      new ExactDecimal(roundToSpread(instrument.exchange, price.times(factor).toFixed(), direction));
    const order = (overrides: Partial<GatewayOrder>): GatewayOrder => ({
      orderId: `SO-contract-${instrument.stockId}-${String(probes.length)}`,
      instrument,
      side: 'B',
      orderType: 'limit',
      remaining: new ExactDecimal(instrument.boardLot).times(20),
      limitPrice: null,
      awaitingStop: null,
      extendedHours: false,
      protectivePrice: null,
      ...overrides,
    });
    const named = (name: string) => `${instrument.stockId} ${name}`;
    probes.push(
      { name: named('buy through'), mustFill: true, ...window, order: order({ limitPrice: at('1.03', 'down') }) },
      {
        name: named('sell through'),
        mustFill: true,
        ...window,
        order: order({ side: 'S', limitPrice: at('0.97', 'up') }),
      },
      { name: named('buy below'), ...window, order: order({ limitPrice: at('0.998', 'down') }) },
      { name: named('sell above'), ...window, order: order({ side: 'S', limitPrice: at('1.002', 'up') }) },
      {
        name: named('market buy'),
        ...window,
        order: order({ orderType: 'market', protectivePrice: at('1.2', 'up') }),
      },
      {
        name: named('market buy beyond its protective price'),
        ...window,
        order: order({ orderType: 'market', protectivePrice: at('0.5', 'down') }),
      },
      {
        name: named('stop-limit buy, stop far above'),
        ...window,
        order: order({ orderType: 'stopLimit', limitPrice: at('1.6', 'up'), awaitingStop: at('1.5', 'up') }),
      },
      {
        name: named('stop-limit sell, stop at once'),
        ...window,
        order: order({
          side: 'S',
          orderType: 'stopLimit',
          limitPrice: at('0.9', 'down'),
          awaitingStop: at('1.1', 'up'),
        }),
      },
      {
        name: named('buy through, at a weekend'),
        from: localInstant(instrument, saturday, 0),
        to: localInstant(instrument, saturday, 24 * 60 - 1),
        order: order({ limitPrice: at('1.03', 'down') }),
      },
      {
        name: named('buy through, suspended'),
        ...window,
        order: order({ instrument: { ...instrument, status: 'suspended' }, limitPrice: at('1.03', 'down') }),
      },
    );
    if (marketOfExchange(instrument.exchange) === 'US') {
      probes.push({
        name: named('buy through in the pre-market, not allowed there'),
        from: localInstant(instrument, wednesday, 4 * 60),
        to: localInstant(instrument, wednesday, 9 * 60 + 29),
        order: order({ limitPrice: at('1.05', 'down') }),
      });
    }
    if (instrument.exchange === 'HKEX') {
      probes.push({
        name: named('at-auction buy over the day'),
        from: localInstant(instrument, wednesday, 0),
        to: localInstant(instrument, wednesday, 24 * 60 - 1),
        order: order({ orderType: 'atAuction', protectivePrice: at('1.2', 'up') }),
      });
    }
  }
  return probes;
}

const fillsOf = (executions: readonly GatewayExecution[]) =>
  executions.filter((execution): execution is Extract<GatewayExecution, { kind: 'fill' }> => execution.kind === 'fill');
const totalOf = (executions: readonly GatewayExecution[]): Decimal =>
  fillsOf(executions).reduce((sum, fill) => sum.plus(fill.quantity), new ExactDecimal(0));
const describeExecution = (execution: GatewayExecution) =>
  execution.kind === 'fill'
    ? `${execution.quantity.toFixed()} at ${execution.price.toFixed()} ${execution.at.toISOString()}`
    : `${execution.kind} ${execution.at.toISOString()}`;

/** Asks the gateway about every probe at once, and answers each with its executions. */
async function answered(gateway: StockGateway, sample: StockGatewaySample) {
  const probes = ordersOf(sample);
  const reports = await gateway.executionsOf(probes);
  return probes.map((probe, index) => ({ probe, executions: reports[index] ?? [] }));
}

export function stockGatewayContract(sample: StockGatewaySample): readonly ContractClause<StockGateway>[] {
  return [
    {
      says: 'fills a buy never above its limit and a sell never below it (and fills an order through the market)',
      async problemsOf(gateway) {
        const problems: string[] = [];
        for (const { probe, executions } of await answered(gateway, sample)) {
          const { limitPrice, side } = probe.order;
          for (const fill of fillsOf(executions)) {
            const worse =
              limitPrice !== null &&
              (side === 'B' ? fill.price.greaterThan(limitPrice) : fill.price.lessThan(limitPrice));
            if (worse) problems.push(`${probe.name} at ${limitPrice.toFixed()}: ${describeExecution(fill)}`);
          }
          if (probe.mustFill === true && fillsOf(executions).length === 0) problems.push(`${probe.name}: no fill`);
        }
        return problems;
      },
    },
    {
      says: 'never fills more than what is left, each fill a positive quantity',
      async problemsOf(gateway) {
        const problems: string[] = [];
        for (const { probe, executions } of await answered(gateway, sample)) {
          if (totalOf(executions).greaterThan(probe.order.remaining)) {
            problems.push(`${probe.name}: ${totalOf(executions).toFixed()} of ${probe.order.remaining.toFixed()} left`);
          }
          for (const fill of fillsOf(executions)) {
            if (!fill.quantity.greaterThan(0)) problems.push(`${probe.name}: ${describeExecution(fill)}`);
          }
        }
        return problems;
      },
    },
    {
      says: "reports after the window's start, at or before its end, oldest first",
      async problemsOf(gateway) {
        const problems: string[] = [];
        for (const { probe, executions } of await answered(gateway, sample)) {
          let before = probe.from;
          for (const execution of executions) {
            const early = probe.order.orderType === 'market' ? execution.at < probe.from : execution.at <= probe.from;
            if (early || execution.at > probe.to || execution.at < before) {
              problems.push(`${probe.name}: ${describeExecution(execution)}`);
            }
            before = execution.at;
          }
        }
        return problems;
      },
    },
    {
      says: 'fills a market order whole, or cancels a buy the market moved beyond its protective price and fills nothing',
      async problemsOf(gateway) {
        const problems: string[] = [];
        for (const { probe, executions } of await answered(gateway, sample)) {
          if (probe.order.orderType !== 'market') continue;
          const cancelled = executions.some((execution) => execution.kind === 'cancelled');
          const beyond = probe.order.protectivePrice !== null && probe.name.endsWith('beyond its protective price');
          if (beyond && (!cancelled || fillsOf(executions).length > 0)) {
            problems.push(`${probe.name}: ${executions.map(describeExecution).join(', ') || 'nothing'}`);
          }
          if (!beyond && !totalOf(executions).equals(probe.order.remaining)) {
            problems.push(
              `${probe.name}: filled ${totalOf(executions).toFixed()} of ${probe.order.remaining.toFixed()}`,
            );
          }
          for (const fill of fillsOf(executions)) {
            if (probe.order.protectivePrice !== null && fill.price.greaterThan(probe.order.protectivePrice)) {
              problems.push(`${probe.name}: beyond its protective price ${describeExecution(fill)}`);
            }
          }
        }
        return problems;
      },
    },
    {
      says: 'fills a stop-limit order only after its stop was reached, reporting the trigger first',
      async problemsOf(gateway) {
        const problems: string[] = [];
        for (const { probe, executions } of await answered(gateway, sample)) {
          if (probe.order.awaitingStop === null) continue;
          const trigger = executions.findIndex((execution) => execution.kind === 'triggered');
          const firstFill = executions.findIndex((execution) => execution.kind === 'fill');
          if (firstFill >= 0 && (trigger < 0 || trigger > firstFill)) {
            problems.push(`${probe.name}: filled before its stop: ${executions.map(describeExecution).join(', ')}`);
          }
          if (probe.name.endsWith('stop far above') && executions.length > 0) {
            problems.push(`${probe.name}: ${executions.map(describeExecution).join(', ')}`);
          }
        }
        return problems;
      },
    },
    {
      says: 'fills nothing at a weekend, nothing of a suspended instrument, no pre- or post-market trade for an order that does not allow them',
      async problemsOf(gateway) {
        const problems: string[] = [];
        for (const { probe, executions } of await answered(gateway, sample)) {
          const closed = /at a weekend|suspended|not allowed there/.test(probe.name);
          if (closed && executions.length > 0)
            problems.push(`${probe.name}: ${executions.map(describeExecution).join(', ')}`);
        }
        return problems;
      },
    },
    {
      says: 'fills an at-auction order whole, once, at an auction',
      async problemsOf(gateway) {
        const problems: string[] = [];
        for (const { probe, executions } of await answered(gateway, sample)) {
          if (probe.order.orderType !== 'atAuction') continue;
          const sessions = tradingSessionsOf(probe.order.instrument.exchange).filter(
            (session) => session.phase === 'preOpening' || session.phase === 'closingAuction',
          );
          const auctions = sessions.map((session) =>
            localInstant(probe.order.instrument, wednesday, session.end).getTime(),
          );
          const fills = fillsOf(executions);
          if (fills.length !== 1 || !totalOf(fills).equals(probe.order.remaining)) {
            problems.push(`${probe.name}: ${executions.map(describeExecution).join(', ') || 'nothing'}`);
          }
          for (const fill of fills) {
            if (!auctions.includes(fill.at.getTime()))
              problems.push(`${probe.name}: not at an auction ${describeExecution(fill)}`);
          }
        }
        return problems;
      },
    },
    {
      says: 'answers the same when asked again, and about an order alone as among others',
      async problemsOf(gateway) {
        const problems: string[] = [];
        const text = (executions: readonly GatewayExecution[]) => executions.map(describeExecution).join(', ');
        const together = await answered(gateway, sample);
        const again = await answered(gateway, sample);
        for (const [index, { probe, executions }] of together.entries()) {
          if (text(executions) !== text(again[index]?.executions ?? []))
            problems.push(`${probe.name}: changed when asked again`);
          const [alone = []] = await gateway.executionsOf([probe]);
          if (text(alone) !== text(executions))
            problems.push(`${probe.name}: alone ${text(alone)}, among others ${text(executions)}`);
        }
        return problems;
      },
    },
  ];
}

export function describeStockGatewayContract(makeGateway: () => StockGateway, sample: StockGatewaySample): void {
  describeContract('the stock gateway contract', stockGatewayContract(sample), makeGateway);
}
