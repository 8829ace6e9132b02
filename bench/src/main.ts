import { measureApiOverhead } from './api-overhead';
import { measureCashMovementPaging } from './cash-movement-paging';
import { measureFundScale } from './fund-scale';
import { measureLoginPageWeight } from './login-page-weight';
import { measureNotificationPaging } from './notification-paging';
import { measurePageTexts } from './page-texts';
import { measureStockOrderPlacement } from './stock-order-placement';
import { measureQuoteFanOut } from './quote-fan-out';

const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const weight = await measureLoginPageWeight();
console.log('Login page first load (gzip, as Chromium loaded it):');
for (const file of weight.files)
  console.log(`  ${file.kind.padEnd(6)} ${kilobytes(file.gzipBytes).padStart(9)}  ${file.url}`);
const pageTotal = weight.scriptGzipBytes + weight.styleGzipBytes;
console.log(
  `  script ${kilobytes(weight.scriptGzipBytes)}, style ${kilobytes(weight.styleGzipBytes)}, total ${kilobytes(pageTotal)}`,
);
console.log(`  budget 150.0 KB -> ratio ${(pageTotal / (150 * 1024)).toFixed(2)} of budget`);

console.log('Texts a page downloads on a fresh load, per language (gzip; the first load English is in the entry):');
for (const measured of await measurePageTexts()) {
  const chunks = measured.chunks.map((chunk) => `${chunk.name} ${kilobytes(chunk.gzipBytes)}`).join(', ');
  console.log(
    `  ${measured.path.padEnd(18)} ${measured.language.padEnd(5)} ${kilobytes(measured.gzipBytes).padStart(8)}  ${chunks || '(none)'}`,
  );
}

const overhead = await measureApiOverhead({ rounds: 3, durationMs: 2000 });
console.log('API overhead (requests per second over loopback HTTP, best of 3 rounds, 16 connections):');
console.log(`  bare Fastify route      ${overhead.bareRequestsPerSecond.toFixed(0)} req/s`);
console.log(`  portal example.alive    ${overhead.portalRequestsPerSecond.toFixed(0)} req/s`);
console.log(
  `  portal authenticated    ${overhead.authenticatedRequestsPerSecond.toFixed(0)} req/s (account.retrieveInactiveTimes)`,
);
console.log(`  ratio bare/alive ${overhead.ratio.toFixed(2)}`);
console.log(`  ratio bare/authenticated ${overhead.authenticatedRatio.toFixed(2)} (budget: at most 2.00)`);

console.log('Notifications paging (median ms over HTTP; C10001 seeded with the count shown):');
const small = await measureNotificationPaging(1_000, 200);
const large = await measureNotificationPaging(1_000_000, 200);
const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);
for (const [label, key] of [
  ['first page', 'firstPageMs'],
  ['load-more at 90 %', 'deepLoadMoreMs'],
  ['unread count', 'countMs'],
] as const) {
  console.log(
    `  ${label.padEnd(18)} 1,000: ${ms(small[key])}   1,000,000: ${ms(large[key])}   ratio ${(large[key] / small[key]).toFixed(2)} (budget: under 1.50)`,
  );
}

console.log('Fund search and portfolio valuation at scale (median ms; portal over HTTP, bare SQL in process):');
const fundScale = await measureFundScale(200);
console.log(
  `  ${fundScale.funds.toLocaleString('en-US')} funds, ${fundScale.orders.toLocaleString('en-US')} orders over ` +
    `${fundScale.holdings} holdings; the second start (stored statistics of the new funds refreshed, with the other seeds) took ${fundScale.startWithRefreshMs.toFixed(0)} ms`,
);
for (const search of fundScale.searches) {
  console.log(
    `  search, 3 filters, ${search.label.padEnd(21)} (${search.total} match) portal ${ms(search.portalMs)}   ` +
      `bare SQL ${ms(search.bareMs)}   ratio ${(search.portalMs / search.bareMs).toFixed(2)} (goal: within 3x)`,
  );
}
console.log(
  `  portfolio (${fundScale.portfolioHoldings} holdings)            portal ${ms(fundScale.portfolioMs)}   ` +
    `bare SQL ${ms(fundScale.barePortfolioMs)}   ratio ${(fundScale.portfolioMs / fundScale.barePortfolioMs).toFixed(2)} (goal: within 3x)`,
);
console.log(
  `  (the portal reads the stored positions: bare SQL over those ${fundScale.portfolioHoldings} rows takes ` +
    `${ms(fundScale.bareStoredPortfolioMs)}, for reference: no goal)`,
);

console.log('Stock order placement (orders per second; portal over HTTP, bare SQL in process, one transaction each):');
const placement = await measureStockOrderPlacement(10_000, 8);
console.log(
  `  ${placement.orders.toLocaleString('en-US')} orders   portal ${placement.portalOrdersPerSecond.toFixed(0)}/s ` +
    `(${placement.connections} connections)   bare insert ${placement.bareOrdersPerSecond.toFixed(0)}/s   ` +
    `ratio ${(placement.bareOrdersPerSecond / placement.portalOrdersPerSecond).toFixed(2)} (goal: within 3x)`,
);
console.log('Quote fan-out (one server, its one ticker; the clients in a worker thread of this process):');
const fanOut = await measureQuoteFanOut(1_000, 10_000);
console.log(
  `  ${fanOut.subscribers.toLocaleString('en-US')} streams of ${fanOut.ids.length} stocks each, ${fanOut.ticks} ticks that reached every one`,
);
console.log(
  `  tick -> last subscriber   p50 ${ms(fanOut.lastSubscriberP50Ms)}   p99 ${ms(fanOut.lastSubscriberP99Ms)}`,
);
console.log(`  tick -> each subscriber   p50 ${ms(fanOut.deliveryP50Ms)}   p99 ${ms(fanOut.deliveryP99Ms)}`);
console.log(`  server heap per subscriber ${kilobytes(fanOut.heapBytesPerSubscriber)} (figures, no budget)`);

console.log(
  'Cash movement list (median ms; C10001 with the HKD ledger lines shown; service in process, bare SQL keyset):',
);
const movementSizes = await measureCashMovementPaging([1_000, 100_000, 1_000_000], 200);
for (const size of movementSizes) {
  console.log(
    `  ${size.lines.toLocaleString('en-US').padStart(9)} lines  first page: service ${ms(size.serviceFirstMs)} ` +
      `bare ${ms(size.bareFirstMs)} ratio ${(size.serviceFirstMs / size.bareFirstMs).toFixed(2)}   ` +
      `page at 90 %: service ${ms(size.serviceDeepMs)} bare ${ms(size.bareDeepMs)} ` +
      `ratio ${(size.serviceDeepMs / size.bareDeepMs).toFixed(2)}`,
  );
  console.log(
    `  ${''.padStart(15)}  same SQL raw through the portal's Kysely: ${ms(size.rawFirstMs)} ratio ${(size.serviceFirstMs / size.rawFirstMs).toFixed(2)}, ` +
      `${ms(size.rawDeepMs)} ratio ${(size.serviceDeepMs / size.rawDeepMs).toFixed(2)}   over HTTP: ${ms(size.httpFirstMs)}, ${ms(size.httpDeepMs)}`,
  );
}
const smallest = movementSizes[0];
const largest = movementSizes.at(-1);
if (smallest && largest) {
  console.log(
    `  1,000 -> 1,000,000: first page x${(largest.serviceFirstMs / smallest.serviceFirstMs).toFixed(2)}, ` +
      `page at 90 % x${(largest.serviceDeepMs / smallest.serviceDeepMs).toFixed(2)} (goal: service within 2x of bare SQL, flat)`,
  );
}
