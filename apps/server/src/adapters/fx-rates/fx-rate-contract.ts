import { ExactDecimal } from '@portal/contract';
import { describeContract, type ContractClause } from '../contract-suite';
import type { FxRateFeed } from './fx-rate-feed';

/*
 * What any FX rate feed must do (ADR 051), asked at instants across a week (weekend included): quote the pairs it lists
 * the same way however asked, positive, steady within a rate time at or before the instant, a pair and its reverse
 * agreeing, USD/HKD inside the Hong Kong peg's band, and nothing for a pair it does not know.
 */

const instants = [
  '2025-06-02T01:30:00.000Z',
  '2025-06-02T01:30:02.500Z',
  '2025-06-02T08:59:59.999Z',
  '2025-06-04T13:00:07.000Z',
  '2025-06-07T03:00:00.000Z',
  '2025-06-08T22:45:31.000Z',
].map((text) => new Date(text));

/** The cash currencies the portal converts between; every feed must quote them. */
const cashCurrencies = ['HKD', 'USD', 'CNY'] as const;
/** The Hong Kong dollar's convertibility band (HKMA): 7.75 to 7.85 HKD a USD. */
const pegBand = { low: new ExactDecimal('7.75'), high: new ExactDecimal('7.85') };

export const fxRateContract: readonly ContractClause<FxRateFeed>[] = [
  {
    says: 'quotes every pair of the cash currencies (HKD, USD, CNY), a currency into itself at exactly 1',
    async problemsOf(feed) {
      const problems: string[] = [];
      for (const at of instants) {
        for (const from of cashCurrencies) {
          for (const to of cashCurrencies) {
            const rate = await feed.midRate(from, to, at);
            if (rate === undefined) problems.push(`${from}→${to} not quoted at ${at.toISOString()}`);
            else if (from === to && !rate.equals(1)) problems.push(`${from}→${to} is ${rate.toFixed()}`);
          }
        }
      }
      return problems;
    },
  },
  {
    says: 'quotes a positive rate, the same for a pair whether asked alone or with all the others',
    async problemsOf(feed) {
      const problems: string[] = [];
      for (const at of instants) {
        const { rates } = await feed.ratesAt(at);
        if (rates.length === 0) problems.push(`no rate at ${at.toISOString()}`);
        for (const listed of rates) {
          const alone = await feed.midRate(listed.from, listed.to, at);
          const pair = `${listed.from}→${listed.to} at ${at.toISOString()}`;
          if (!listed.rate.greaterThan(0)) problems.push(`${pair}: ${listed.rate.toFixed()}`);
          if (alone === undefined || !alone.equals(listed.rate)) {
            problems.push(`${pair}: ${listed.rate.toFixed()} listed, ${alone?.toFixed() ?? 'none'} alone`);
          }
        }
      }
      return problems;
    },
  },
  {
    says: 'gives its rates as of a rate time at or before the instant, and the same rates all through that time',
    async problemsOf(feed) {
      const problems: string[] = [];
      for (const at of instants) {
        const rateTime = feed.rateTimeAt(at);
        const { rateTime: listedTime } = await feed.ratesAt(at);
        if (rateTime > at) problems.push(`rate time ${rateTime.toISOString()} after ${at.toISOString()}`);
        if (listedTime.getTime() !== rateTime.getTime()) {
          problems.push(
            `rates at ${at.toISOString()} as of ${listedTime.toISOString()}, not ${rateTime.toISOString()}`,
          );
        }
        for (const [from, to] of [
          ['USD', 'HKD'],
          ['CNY', 'USD'],
        ] as const) {
          const then = await feed.midRate(from, to, rateTime);
          const now = await feed.midRate(from, to, at);
          if (then === undefined || now === undefined || !then.equals(now)) {
            problems.push(`${from}→${to} moved within the rate time ${rateTime.toISOString()}`);
          }
        }
      }
      return problems;
    },
  },
  {
    says: 'keeps USD/HKD inside the peg band (7.75 to 7.85) and a pair and its reverse within 1 % of each other',
    async problemsOf(feed) {
      const problems: string[] = [];
      for (const at of instants) {
        const usdHkd = await feed.midRate('USD', 'HKD', at);
        if (usdHkd === undefined || usdHkd.lessThan(pegBand.low) || usdHkd.greaterThan(pegBand.high)) {
          problems.push(`USD→HKD ${usdHkd?.toFixed() ?? 'none'} at ${at.toISOString()}`);
        }
        const { rates } = await feed.ratesAt(at);
        for (const rate of rates) {
          const reverse = rates.find((other) => other.from === rate.to && other.to === rate.from);
          if (reverse === undefined) continue;
          const product = rate.rate.times(reverse.rate);
          if (product.lessThan('0.99') || product.greaterThan('1.01')) {
            problems.push(`${rate.from}↔${rate.to} multiply to ${product.toFixed()} at ${at.toISOString()}`);
          }
        }
      }
      return problems;
    },
  },
  {
    says: 'quotes nothing for a currency it does not know',
    async problemsOf(feed) {
      const at = instants[0] ?? new Date(0);
      const unknown = [await feed.midRate('HKD', 'XTS', at), await feed.midRate('XTS', 'USD', at)];
      const listed = (await feed.ratesAt(at)).rates.filter((rate) => rate.from === 'XTS' || rate.to === 'XTS');
      return [
        ...unknown.filter((rate) => rate !== undefined).map((rate) => `XTS quoted at ${rate.toFixed()}`),
        ...listed.map((rate) => `${rate.from}→${rate.to} listed`),
      ];
    },
  },
  {
    says: 'answers the same when asked again at the same instant',
    async problemsOf(feed) {
      const problems: string[] = [];
      for (const at of instants) {
        const first = await feed.ratesAt(at);
        const again = await feed.ratesAt(at);
        const text = (answer: typeof first) =>
          answer.rates.map((rate) => `${rate.from}${rate.to}${rate.rate.toFixed()}`).join('|');
        if (text(first) !== text(again)) problems.push(`different rates at ${at.toISOString()}`);
      }
      return problems;
    },
  },
];

export function describeFxRateContract(makeFeed: () => FxRateFeed | Promise<FxRateFeed>): void {
  describeContract('the FX rate feed contract', fxRateContract, makeFeed);
}
