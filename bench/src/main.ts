import { measureApiOverhead } from './api-overhead';
import { measureLoginPageWeight } from './login-page-weight';

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

const overhead = await measureApiOverhead({ rounds: 3, durationMs: 2000 });
console.log('API overhead (requests per second over loopback HTTP, best of 3 rounds, 16 connections):');
console.log(`  bare Fastify route      ${overhead.bareRequestsPerSecond.toFixed(0)} req/s`);
console.log(`  portal example.alive    ${overhead.portalRequestsPerSecond.toFixed(0)} req/s`);
console.log(
  `  portal authenticated    ${overhead.authenticatedRequestsPerSecond.toFixed(0)} req/s (account.retrieveInactiveTimes)`,
);
console.log(`  ratio bare/alive ${overhead.ratio.toFixed(2)}`);
console.log(`  ratio bare/authenticated ${overhead.authenticatedRatio.toFixed(2)} (budget: at most 2.00)`);
