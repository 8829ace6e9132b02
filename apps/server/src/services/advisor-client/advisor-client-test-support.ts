import { ExactDecimal } from '@portal/contract';
import type { QuestionnaireStatus } from '@portal/contract/domain/advisor-client';
import { riskLevels, type RiskLevel } from '@portal/contract/domain/fund';
import { accountRow } from '../../db/seed/demo-accounts';
import { insertAccounts } from '../../platform/identity/account-directory';
import type { TestApp } from '../../test/test-app';

/*
 * A book for the advisor desk's tests: 24 made-up clients of A30001 (C20000 … C20023) beside its demo clients C10001
 * and C10002, each with a risk level, a questionnaire that is valid, expiring, expired or missing, a record with a
 * Chinese name for every third, positions (a fund for every other, a stock for every third, cash for all) and sign-ins
 * (successful, failed, and an advisor's advisee login that does not count). Every figure a test expects is computed
 * here from the same spec, in decimals.
 */

const dayMs = 86_400_000;

export type TestClient = {
  readonly accountCode: string;
  readonly displayName: string;
  readonly nameChinese: string | null;
  readonly accountType: string;
  readonly professionalInvestor: boolean;
  readonly riskLevel: RiskLevel;
  readonly expiresAt: string | null;
  readonly questionnaire: QuestionnaireStatus;
  readonly holdingIds: readonly string[];
  readonly totalAssets: string;
  readonly lastLoginAt: string | null;
};

/** First words all different, so every engine's collation orders them the same. */
const names = [
  'Alpha',
  'Bravo',
  'Charlie',
  'Delta',
  'Echo',
  'Foxtrot',
  'Golf',
  'Hotel',
  'India',
  'Juliett',
  'Kilo',
  'Lima',
  'Mike',
  'November',
  'Oscar',
  'Papa',
  'Quebec',
  'Romeo',
  'Sierra',
  'Tango',
  'Uniform',
  'Victor',
  'Whiskey',
  // A name a spreadsheet would run as a formula: the CSV must defuse it.
  '=1+2',
];

export const fundHolding = 'fund:F0001';
export const stockHolding = 'stock:HKEX-00700';

/** The test book's clients, as seen at `now` (the questionnaire windows are relative to it). */
export function testClientsAt(now: Date): TestClient[] {
  return names.map((name, index) => {
    const code = `C2${String(index).padStart(4, '0')}`;
    const expiresAt = [
      null,
      new Date(now.getTime() - 10 * dayMs).toISOString(),
      new Date(now.getTime() + 20 * dayMs).toISOString(),
      new Date(now.getTime() + (400 + index) * dayMs).toISOString(),
    ][index % 4];
    const questionnaire = (['none', 'expired', 'expiring', 'valid'] as const)[index % 4] ?? 'none';
    const holdingIds = [
      ...(index % 2 === 0 ? [fundHolding] : []),
      ...(index % 3 === 0 ? [stockHolding] : []),
      'cash:HKD',
    ];
    const total = holdingIds.reduce((sum, holdingId) => sum.plus(positionValue(index, holdingId)), new ExactDecimal(0));
    return {
      accountCode: code,
      displayName: name === '=1+2' ? name : `${name} Client`,
      nameChinese: index % 3 === 0 ? `客戶${index}號` : null,
      accountType:
        index % 3 === 0
          ? ((['Individual', 'Joint', 'Corporate'] as const)[(index / 3) % 3] ?? 'Individual')
          : 'Individual',
      professionalInvestor: index % 5 === 0,
      riskLevel: riskLevels[1 + (index % 5)] ?? 'Medium',
      expiresAt: expiresAt ?? null,
      questionnaire,
      holdingIds,
      totalAssets: total.toFixed(),
      lastLoginAt: index % 3 === 2 ? null : new Date(now.getTime() - (index + 1) * dayMs).toISOString(),
    };
  });
}

/** A position's value in HKD with two decimals, different for every client and holding. */
export function positionValue(index: number, holdingId: string): string {
  const base = holdingId === fundHolding ? 150_000 : holdingId === stockHolding ? 42_000 : 10_000;
  return new ExactDecimal(base + index * 1_337).plus(new ExactDecimal(index).dividedBy(100)).toFixed(2);
}

/** Writes the test book into the test app's database (as the seeds and the valuation would have). */
export async function seedTestBook(testApp: TestApp): Promise<TestClient[]> {
  const db = testApp.database.db;
  const now = testApp.clock.now();
  const clients = testClientsAt(now);
  await insertAccounts(
    db,
    clients.map((client) => ({
      ...accountRow(
        {
          account_code: client.accountCode,
          source: 'gateway',
          role: 'user',
          display_name: client.displayName,
          risk_level: client.riskLevel,
          is_professional_investor: client.professionalInvestor ? 1 : 0,
        },
        'not-a-password-hash',
        now,
      ),
      risk_profile_expires_at: client.expiresAt,
    })),
  );
  await db
    .insertInto('advisee_link')
    .values(clients.map((client) => ({ advisor_account_code: 'A30001', advisee_account_code: client.accountCode })))
    .execute();
  const withRecord = clients.filter((client) => client.nameChinese !== null);
  await db
    .insertInto('account_profile')
    .values(
      withRecord.map((client) => ({
        account_code: client.accountCode,
        source: 'gateway' as const,
        account_type: client.accountType,
        name_english: client.displayName,
        name_chinese: client.nameChinese,
        business_registration: null,
        residential_address: '1 Test Road, Hong Kong',
        correspondence_address: '1 Test Road, Hong Kong',
        phone: null,
        email: `${client.accountCode.toLowerCase()}@example.com`,
        employment_status: 'employed',
        employer: null,
        occupation: null,
        investment_experience: '[]',
        is_professional_investor: client.professionalInvestor ? 1 : 0,
        updated_at: now.toISOString(),
      })),
    )
    .execute();
  const valuedAt = new Date(now.getTime() - 3_600_000).toISOString();
  await db
    .insertInto('market_value_position')
    .values(
      clients.flatMap((client, index) =>
        client.holdingIds.map((holdingId) => ({
          account_code: client.accountCode,
          source: 'gateway' as const,
          holding_id: holdingId,
          area: holdingId.slice(0, holdingId.indexOf(':')),
          category: holdingId.startsWith('cash') ? 'cash' : holdingId.startsWith('fund') ? 'fund' : 'stock',
          market: 'HKEX',
          risk_level: 'Medium',
          currency: 'HKD',
          names: JSON.stringify(
            holdingId === fundHolding
              ? { en: 'Test Growth Fund', 'zh-HK': '測試增長基金', 'zh-CN': '测试增长基金' }
              : holdingId === stockHolding
                ? { en: 'Tencent', 'zh-HK': '騰訊控股', 'zh-CN': '腾讯控股' }
                : { en: 'HKD', 'zh-HK': 'HKD', 'zh-CN': 'HKD' },
          ),
          quantity: '100',
          value: positionValue(index, holdingId),
          reporting_currency: 'HKD',
          value_reporting: positionValue(index, holdingId),
          valued_at: valuedAt,
        })),
      ),
    )
    .execute();
  // Sign-ins: the successful one counts; a later failure and a later advisee login by the advisor do not.
  const attempts = clients.flatMap((client, index) => {
    if (client.lastLoginAt === null) return [];
    const later = new Date(Date.parse(client.lastLoginAt) + 3_600_000).toISOString();
    const row = (stage: string, result: string, succeeded: 0 | 1, at: string, advisor: string | null) => ({
      id: `test-sign-in-${client.accountCode}-${stage}-${result}`,
      account_code: client.accountCode,
      source: 'gateway',
      address: '203.0.113.7',
      stage,
      result,
      succeeded,
      attempted_at: at,
      advisor_account_code: advisor,
    });
    return [
      row('password', 'Y', 1, client.lastLoginAt, null),
      row('password', 'N', 0, later, null),
      ...(index % 2 === 0 ? [row('advisee', 'Y', 1, later, 'A30001')] : []),
    ];
  });
  await db.insertInto('login_attempt').values(attempts).execute();
  return clients;
}
