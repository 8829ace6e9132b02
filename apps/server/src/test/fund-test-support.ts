import { seedFundCatalogue } from '../services/fund-definition/fund-catalogue';
import { createTestApp, type TestApp } from './test-app';

/** The generated demo catalogue, for tests that compare a service's answer with the funds it was seeded from. */
export { generateFundCatalogue } from '../services/fund-definition/fund-catalogue-generator';

/** The real app with the fund catalogue seeded as of its test clock's day (15 January 2025 in Hong Kong). */
export async function createFundTestApp(): Promise<TestApp> {
  const testApp = await createTestApp();
  await seedFundCatalogue(testApp.database.db, testApp.clock);
  return testApp;
}

/** performance.ts's rule in plain integers, for NAVs with four decimals: rounded half away from zero. */
export function referencePercent(startNav: string, endNav: string): string {
  const toUnits = (nav: string) => BigInt(nav.replace('.', ''));
  const start = toUnits(startNav);
  const numerator = (toUnits(endNav) - start) * 10_000n;
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let hundredths = magnitude / start;
  if ((magnitude % start) * 2n >= start) hundredths += 1n;
  const text = hundredths.toString().padStart(3, '0');
  const unsigned = `${text.slice(0, -2)}.${text.slice(-2)}`;
  return negative && hundredths !== 0n ? `-${unsigned}` : unsigned;
}
