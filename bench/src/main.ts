import { measureApiOverhead } from './api-overhead';
import { measureCashMovementPaging } from './cash-movement-paging';
import { measureFundScale } from './fund-scale';
import { measureLoginPageWeight } from './login-page-weight';
import { measureNotificationPaging } from './notification-paging';
import { measurePageTexts } from './page-texts';
import { measureStockOrderPlacement } from './stock-order-placement';
import { measureQuoteFanOut } from './quote-fan-out';
import { measureNetWorthScale } from './net-worth-scale';
import { measurePlanMonthlyRun } from './plan-monthly-run';
import { measureAdvisorSearch } from './advisor-search';
import { measureAdvisorBook } from './advisor-book';
import { atMost, formatSpread, ratioSpread, spreadOf, timingSpread } from './figures';

const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (samples: readonly number[]) => formatSpread(timingSpread(samples), 2, ' ms');

/**
 * Which figures run: all by default; `BENCH_FIGURES=net-worth,cash-movements` (or the same names as arguments) runs
 * only those. Names: login-page, page-texts, api-overhead, notifications, funds, stock-orders, quote-fan-out,
 * cash-movements, net-worth, plan-monthly-run, advisor-search, advisor-book.
 */
const chosen = new Set(
  [...(process.env.BENCH_FIGURES ?? '').split(','), ...process.argv.slice(2)]
    .map((name) => name.trim())
    .filter((name) => name !== ''),
);
const runs = (figure: string): boolean => chosen.size === 0 || chosen.has(figure);

if (runs('login-page')) {
  const weight = await measureLoginPageWeight();
  console.log('Login page first load (gzip, as Chromium loaded it):');
  for (const file of weight.files)
    console.log(`  ${file.kind.padEnd(6)} ${kilobytes(file.gzipBytes).padStart(9)}  ${file.url}`);
  const pageTotal = weight.scriptGzipBytes + weight.styleGzipBytes;
  console.log(
    `  script ${kilobytes(weight.scriptGzipBytes)}, style ${kilobytes(weight.styleGzipBytes)}, total ${kilobytes(pageTotal)}`,
  );
  console.log(
    `  ${(pageTotal / (130 * 1024)).toFixed(2)} of issue 25's goal of 130.0 KB, ${pageTotal <= 130 * 1024 ? 'met' : 'NOT MET'}`,
  );
}
if (runs('page-texts')) {
  console.log('Texts a page downloads on a fresh load, per language (gzip; the first load English is in the entry):');
  for (const measured of await measurePageTexts()) {
    const chunks = measured.chunks.map((chunk) => `${chunk.name} ${kilobytes(chunk.gzipBytes)}`).join(', ');
    console.log(
      `  ${measured.path.padEnd(18)} ${measured.language.padEnd(5)} ${kilobytes(measured.gzipBytes).padStart(8)}  ${chunks || '(none)'}`,
    );
  }
}
if (runs('api-overhead')) {
  const overhead = await measureApiOverhead({ rounds: 5, durationMs: 2000 });
  const rate = (spread: Parameters<typeof formatSpread>[0]) => formatSpread(spread, 0, ' req/s');
  console.log(
    'API overhead (requests per second over loopback HTTP, 16 connections; median of 5 rounds, lowest-highest):',
  );
  console.log(`  bare Fastify route      ${rate(overhead.bareRequestsPerSecond)}`);
  console.log(`  portal example.alive    ${rate(overhead.portalRequestsPerSecond)}`);
  console.log(
    `  portal authenticated    ${rate(overhead.authenticatedRequestsPerSecond)} (account.retrieveInactiveTimes)`,
  );
  console.log(`  ratio bare/alive ${formatSpread(overhead.ratio)}`);
  console.log(
    `  ratio bare/authenticated ${formatSpread(overhead.authenticatedRatio)} (${atMost(overhead.authenticatedRatio, 1.4)})`,
  );
}
if (runs('notifications')) {
  console.log(
    'Notifications paging (ms over HTTP, median of 5 rounds of 40 calls; C10001 seeded with the count shown):',
  );
  const small = await measureNotificationPaging(1_000, 200);
  const large = await measureNotificationPaging(1_000_000, 200);
  for (const [label, key] of [
    ['first page', 'firstPageMs'],
    ['load-more at 90 %', 'deepLoadMoreMs'],
    ['unread count', 'countMs'],
  ] as const) {
    const growth = ratioSpread(large[key], small[key]);
    console.log(`  ${label.padEnd(18)} 1,000: ${ms(small[key])}   1,000,000: ${ms(large[key])}`);
    console.log(`  ${''.padEnd(18)} ratio ${formatSpread(growth)} (${atMost(growth, 1.5)})`);
  }
}
if (runs('funds')) {
  console.log('Fund search and portfolio valuation at scale (ms, in turns; portal over HTTP, bare SQL in process):');
  const fundScale = await measureFundScale(200);
  console.log(
    `  ${fundScale.funds.toLocaleString('en-US')} funds, ${fundScale.orders.toLocaleString('en-US')} orders over ` +
      `${fundScale.holdings} holdings; the second start (stored statistics of the new funds refreshed, with the other seeds) took ${fundScale.startWithRefreshMs.toFixed(0)} ms`,
  );
  for (const search of fundScale.searches) {
    const ratio = ratioSpread(search.portalMs, search.bareMs);
    console.log(
      `  search, 3 filters, ${search.label} (${search.total} match): portal ${ms(search.portalMs)}, bare SQL ${ms(search.bareMs)}`,
    );
    console.log(`    ratio ${formatSpread(ratio)} (${atMost(ratio, 1.5)})`);
  }
  const portfolioRatio = ratioSpread(fundScale.portfolioMs, fundScale.barePortfolioMs);
  console.log(
    `  portfolio (${fundScale.portfolioHoldings} holdings): portal ${ms(fundScale.portfolioMs)}, bare SQL ${ms(fundScale.barePortfolioMs)}`,
  );
  console.log(`    ratio ${formatSpread(portfolioRatio)} (${atMost(portfolioRatio, 3)})`);
  console.log(
    `  (the portal reads the stored positions: bare SQL over those ${fundScale.portfolioHoldings} rows takes ` +
      `${fundScale.bareStoredPortfolioMs.toFixed(2)} ms, for reference: no goal)`,
  );
}
if (runs('stock-orders')) {
  console.log(
    'Stock order placement (orders per second; portal over HTTP, bare SQL in process, one transaction each):',
  );
  const placement = await measureStockOrderPlacement(10_000, 8, 5);
  const placementRatio = spreadOf(
    placement.bareOrdersPerSecond.map((bare, round) => bare / (placement.portalOrdersPerSecond[round] ?? Number.NaN)),
  );
  console.log(
    `  ${placement.orders.toLocaleString('en-US')} orders in 5 rounds   portal ${formatSpread(spreadOf(placement.portalOrdersPerSecond), 0, '/s')} ` +
      `(${placement.connections} connections)   bare insert ${formatSpread(spreadOf(placement.bareOrdersPerSecond), 0, '/s')}`,
  );
  console.log(
    `  ratio ${formatSpread(placementRatio)} (${atMost(placementRatio, 2)});   CPU per order: portal ` +
      `${placement.portalCpuMicrosecondsPerOrder.toFixed(0)} µs, bare ${placement.bareCpuMicrosecondsPerOrder.toFixed(0)} µs`,
  );
}
if (runs('quote-fan-out')) {
  console.log('Quote fan-out (one server, its one ticker; the clients in a worker thread of this process):');
  const fanOut = await measureQuoteFanOut(1_000, Number(process.env.BENCH_FAN_OUT_SECONDS ?? 300) * 1000);
  const fanOutMs = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `  ${fanOut.subscribers.toLocaleString('en-US')} streams of ${fanOut.ids.length} stocks each, ${fanOut.ticks} ticks that reached every one`,
  );
  console.log(
    `  tick -> last subscriber   p50 ${fanOutMs(fanOut.lastSubscriberP50Ms)}   p99 ${fanOutMs(fanOut.lastSubscriberP99Ms)}` +
      `   (goal: p99 at most 50 ms over at least 200 ticks, ` +
      `${fanOut.lastSubscriberP99Ms <= 50 && fanOut.ticks >= 200 ? 'met' : 'NOT MET'})`,
  );
  console.log(`  each round's p99: ${formatSpread(fanOut.lastSubscriberP99ByRound, 2, ' ms')}`);
  console.log(
    `  tick -> each subscriber   p50 ${fanOutMs(fanOut.deliveryP50Ms)}   p99 ${fanOutMs(fanOut.deliveryP99Ms)}`,
  );
  console.log(`  server heap per subscriber ${kilobytes(fanOut.heapBytesPerSubscriber)} (figures, no budget)`);
}
if (runs('cash-movements')) {
  console.log(
    'Cash movement list (ms, in turns; C10001 with the HKD ledger lines shown; service in process, bare SQL keyset):',
  );
  const movementSizes = await measureCashMovementPaging([1_000, 100_000, 1_000_000], 200);
  for (const size of movementSizes) {
    const first = ratioSpread(size.serviceFirstMs, size.bareFirstMs);
    const deep = ratioSpread(size.serviceDeepMs, size.bareDeepMs);
    console.log(`  ${size.lines.toLocaleString('en-US')} lines`);
    console.log(`    first page:  service ${ms(size.serviceFirstMs)}, bare ${ms(size.bareFirstMs)}`);
    console.log(`                 ratio ${formatSpread(first)} (${atMost(first, 2)})`);
    console.log(`    page at 90 %: service ${ms(size.serviceDeepMs)}, bare ${ms(size.bareDeepMs)}`);
    console.log(`                 ratio ${formatSpread(deep)} (${atMost(deep, 2)})`);
    console.log(
      `    the same SQL raw through the portal's Kysely: ${ms(size.rawFirstMs)}, ${ms(size.rawDeepMs)};` +
        ` over HTTP: ${ms(size.httpFirstMs)}, ${ms(size.httpDeepMs)}`,
    );
  }
  const smallest = movementSizes[0];
  const largest = movementSizes.at(-1);
  if (smallest && largest) {
    const firstGrowth = ratioSpread(largest.serviceFirstMs, smallest.serviceFirstMs);
    const deepGrowth = ratioSpread(largest.serviceDeepMs, smallest.serviceDeepMs);
    console.log(
      `  1,000 -> 1,000,000 lines: first page x${formatSpread(firstGrowth)}, page at 90 % x${formatSpread(deepGrowth)} (goal: flat)`,
    );
  }
}

if (runs('net-worth')) {
  const rounds = Number(process.env.BENCH_NET_WORTH_ROUNDS ?? 50);
  const scale = await measureNetWorthScale(rounds);
  const areas = Object.entries(scale.byArea)
    .map(([area, count]) => `${count} ${area}`)
    .join(', ');
  console.log(
    `The one portfolio at scale (ms, in turns, ${rounds} calls each; portal over HTTP, bare SQL in process): C10001 with ` +
      `${scale.holdings} holdings (${areas}), ${scale.snapshotDays.toLocaleString('en-US')} days of snapshots ` +
      `(${scale.snapshotRows.toLocaleString('en-US')} rows)`,
  );
  const firstView = ratioSpread(scale.firstViewMs, scale.bareFirstViewMs);
  console.log(
    `  /assets/portfolio first view (netWorth + netWorthHistory 1 year, ${scale.historyPoints} points): ` +
      `portal ${ms(scale.firstViewMs)}, bare SQL ${ms(scale.bareFirstViewMs)}`,
  );
  console.log(`    ratio ${formatSpread(firstView)} (${atMost(firstView, 3)})`);
  const netWorth = ratioSpread(scale.netWorthMs, scale.bareNetWorthMs);
  console.log(`  netWorth alone: portal ${ms(scale.netWorthMs)}, bare SQL ${ms(scale.bareNetWorthMs)}`);
  console.log(`    ratio ${formatSpread(netWorth)} (${atMost(netWorth, 10)})`);
}

if (runs('plan-monthly-run')) {
  const count = Number(process.env.BENCH_PLAN_SUBSCRIPTIONS ?? 10_000);
  const run = await measurePlanMonthlyRun(count);
  // One figure per run day (each a round of its own subscriptions), the ratio taken round by round.
  const rounds = run.portalMs.length;
  console.log(
    `The monthly plan investment (ms per round of ${run.perRound.toLocaleString('en-US')} subscriptions, ` +
      `${run.subscriptions.toLocaleString('en-US')} in all, ${run.ordersPerSubscription} fund orders each; the job ` +
      'run in process, in turns with bare SQL in process inserting the same rows):',
  );
  const perRound = (samples: readonly number[]) => formatSpread(spreadOf(samples), 2, ' ms');
  console.log(`  portal ${perRound(run.portalMs)}, bare SQL ${perRound(run.bareMs)}`);
  const ratio = ratioSpread(run.portalMs, run.bareMs, rounds);
  console.log(`    ratio ${formatSpread(ratio)} (${atMost(ratio, 3)})`);
  const perSubscription = (samples: readonly number[]) =>
    formatSpread(spreadOf(samples.map((sample) => sample / run.perRound)), 3, ' ms');
  console.log(`  per subscription: portal ${perSubscription(run.portalMs)}, bare SQL ${perSubscription(run.bareMs)}`);
}

if (runs('advisor-search')) {
  const rounds = Number(process.env.BENCH_ADVISOR_SEARCH_ROUNDS ?? 20);
  const search = await measureAdvisorSearch(rounds);
  console.log(
    `The advisor desk's advanced search (ms, in turns, ${rounds} calls each; portal over HTTP as the advisor, bare SQL ` +
      `in process): ${search.clients.toLocaleString('en-US')} clients, ${search.positions.toLocaleString('en-US')} ` +
      `positions; a held fund, a range of total assets, largest first: ${search.matching} match, ${search.pageRows} a page`,
  );
  const first = ratioSpread(search.portalMs, search.bareMs);
  console.log(`  first page: portal ${ms(search.portalMs)}, bare SQL ${ms(search.bareMs)}`);
  console.log(`    ratio ${formatSpread(first)} (${atMost(first, 3)})`);
  const next = ratioSpread(search.nextPortalMs, search.nextBareMs);
  console.log(`  next page (keyset): portal ${ms(search.nextPortalMs)}, bare SQL ${ms(search.nextBareMs)}`);
  console.log(`    ratio ${formatSpread(next)} (${atMost(next, 3)})`);
}

if (runs('advisor-book')) {
  const rounds = Number(process.env.BENCH_ADVISOR_BOOK_ROUNDS ?? 10);
  const book = await measureAdvisorBook(rounds);
  console.log(
    `The advisor's book at scale (ms, in turns, ${rounds} calls each; portal over HTTP, bare SQL in process): ` +
      `${book.clients.toLocaleString('en-US')} clients, ${book.positions.toLocaleString('en-US')} positions, ` +
      `${book.snapshotRows.toLocaleString('en-US')} daily snapshots`,
  );
  const summary = ratioSpread(book.summaryMs, book.bareSummaryMs);
  console.log(
    `  dashboard summary (bookSummary: assets, 12 periods, the year's chart): portal ${ms(book.summaryMs)}, ` +
      `bare SQL ${ms(book.bareSummaryMs)}`,
  );
  console.log(`    ratio ${formatSpread(summary)} (${atMost(summary, 3)})`);
  const holdings = ratioSpread(book.holdingsMs, book.bareHoldingsMs);
  console.log(
    `  holdings dashboard (bookHoldings: 400 instruments and their breakdowns): portal ${ms(book.holdingsMs)}, ` +
      `bare SQL ${ms(book.bareHoldingsMs)}`,
  );
  console.log(`    ratio ${formatSpread(holdings)} (${atMost(holdings, 3)})`);
  console.log(
    `  assets under advice: portal ${book.assetsUnderAdvice} HKD (exact), bare SQL sum() ${book.bareAssets} (a float)`,
  );
}
