import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/db';
import type { AccountProfileHolderTable, AccountProfileTable } from './account-profile-tables';

/*
 * The demo clients' records (README "Demo accounts", ADR 038): realistic Hong Kong records, made up. C10001 an
 * Individual with an e-mail, C10002 a Joint account of two holders, C10005 a Corporate account with the person who
 * signs for it; each seeded once, only where the demo account exists.
 */

type DemoProfile = Omit<AccountProfileTable, 'updated_at'> & {
  readonly holders: readonly Omit<AccountProfileHolderTable, 'account_code' | 'source' | 'position'>[];
};

const experience = (stocks: string, funds: string, bonds: string, derivatives: string, virtualAssets: string) =>
  JSON.stringify([
    { product: 'stocks', years: stocks },
    { product: 'funds', years: funds },
    { product: 'bonds', years: bonds },
    { product: 'derivatives', years: derivatives },
    { product: 'virtualAssets', years: virtualAssets },
  ]);

export const demoProfiles: readonly DemoProfile[] = [
  {
    account_code: 'C10001',
    source: 'gateway',
    account_type: 'Individual',
    name_english: 'Chan Tai Man',
    name_chinese: '陳大文',
    business_registration: null,
    residential_address: 'Flat 12B, Tower 3, Taikoo Shing\n18 Tai Koo Shing Road\nQuarry Bay, Hong Kong',
    correspondence_address: 'Flat 12B, Tower 3, Taikoo Shing\n18 Tai Koo Shing Road\nQuarry Bay, Hong Kong',
    phone: '+85261234501',
    email: 'c10001@example.com',
    employment_status: 'employed',
    employer: 'Harbour Front Properties Limited',
    occupation: 'Project manager',
    investment_experience: experience('overFive', 'threeToFive', 'oneToThree', 'none', 'underOne'),
    is_professional_investor: 0,
    holders: [
      {
        role: 'primary',
        name_english: 'Chan Tai Man',
        name_chinese: '陳大文',
        document_kind: 'hkid',
        document_number: 'A123456(3)',
        document_country: 'CHN',
        date_of_birth: '1982-03-14',
        nationality: 'CHN',
      },
    ],
  },
  {
    account_code: 'C10002',
    source: 'gateway',
    account_type: 'Joint',
    name_english: 'Wong Siu Ling and Leung Chi Keung',
    name_chinese: '黃小玲及梁志強',
    business_registration: null,
    residential_address: 'Flat 8A, Block 2, City Garden\n233 Electric Road\nNorth Point, Hong Kong',
    correspondence_address: 'P.O. Box 1234\nNorth Point Post Office\nHong Kong',
    phone: '+85291234567',
    email: 'wong.siuling@example.com',
    employment_status: 'employed',
    employer: 'Hospital Authority',
    occupation: 'Registered nurse',
    investment_experience: experience('threeToFive', 'overFive', 'underOne', 'none', 'none'),
    is_professional_investor: 0,
    holders: [
      {
        role: 'primary',
        name_english: 'Wong Siu Ling',
        name_chinese: '黃小玲',
        document_kind: 'hkid',
        document_number: 'K654321(9)',
        document_country: 'CHN',
        date_of_birth: '1979-11-02',
        nationality: 'CHN',
      },
      {
        role: 'joint',
        name_english: 'Leung Chi Keung',
        name_chinese: '梁志強',
        document_kind: 'hkid',
        document_number: 'Z987654(2)',
        document_country: 'CHN',
        date_of_birth: '1977-06-21',
        nationality: 'CHN',
      },
    ],
  },
  {
    account_code: 'C10003',
    source: 'gateway',
    account_type: 'Individual',
    name_english: 'Lee Ka Yan',
    name_chinese: '李嘉欣',
    business_registration: null,
    residential_address: 'Room 1506, Wing On House\n71 Des Voeux Road Central\nCentral, Hong Kong',
    correspondence_address: 'Room 1506, Wing On House\n71 Des Voeux Road Central\nCentral, Hong Kong',
    phone: '+85298765403',
    email: 'lee.kayan@example.com',
    employment_status: 'selfEmployed',
    employer: null,
    occupation: 'Graphic designer',
    investment_experience: experience('underOne', 'underOne', 'none', 'none', 'none'),
    is_professional_investor: 0,
    holders: [
      {
        role: 'primary',
        name_english: 'Lee Ka Yan',
        name_chinese: '李嘉欣',
        document_kind: 'hkid',
        document_number: 'Y246810(5)',
        document_country: 'CHN',
        date_of_birth: '1995-09-30',
        nationality: 'CHN',
      },
    ],
  },
  {
    account_code: 'C10004',
    source: 'gateway',
    account_type: 'Individual',
    name_english: 'Cheung Wing Kei',
    name_chinese: '張詠琪',
    business_registration: null,
    residential_address: '23 Repulse Bay Road\nRepulse Bay, Hong Kong',
    correspondence_address: '23 Repulse Bay Road\nRepulse Bay, Hong Kong',
    phone: '+85290001104',
    email: 'wingkei.cheung@example.com',
    employment_status: 'employed',
    employer: 'Victoria Harbour Capital Management Limited',
    occupation: 'Portfolio manager',
    investment_experience: experience('overFive', 'overFive', 'overFive', 'threeToFive', 'oneToThree'),
    is_professional_investor: 1,
    holders: [
      {
        role: 'primary',
        name_english: 'Cheung Wing Kei',
        name_chinese: '張詠琪',
        document_kind: 'passport',
        document_number: 'GC4817325',
        document_country: 'CAN',
        date_of_birth: '1986-01-08',
        nationality: 'CAN',
      },
    ],
  },
  {
    account_code: 'C10005',
    source: 'gateway',
    account_type: 'Corporate',
    name_english: 'Ho Wai Trading Company Limited',
    name_chinese: '何偉貿易有限公司',
    business_registration: '65123456',
    residential_address: 'Unit 1801, 18/F, Nan Fung Tower\n88 Connaught Road Central\nCentral, Hong Kong',
    correspondence_address: 'Unit 1801, 18/F, Nan Fung Tower\n88 Connaught Road Central\nCentral, Hong Kong',
    phone: '+85223456789',
    email: 'accounts@howaitrading.example.com',
    employment_status: null,
    employer: null,
    occupation: null,
    investment_experience: experience('overFive', 'threeToFive', 'threeToFive', 'oneToThree', 'none'),
    is_professional_investor: 1,
    holders: [
      {
        role: 'authorised',
        name_english: 'Ho Chi Wai',
        name_chinese: '何志偉',
        document_kind: 'hkid',
        document_number: 'P135792(4)',
        document_country: 'CHN',
        date_of_birth: '1968-04-17',
        nationality: 'CHN',
      },
    ],
  },
  {
    account_code: 'V20001',
    source: 'fos',
    account_type: 'Individual',
    name_english: 'Lam Hoi Yan',
    name_chinese: '林凱欣',
    business_registration: null,
    residential_address: 'Flat 21C, Block 5, City One Shatin\n1 Ngan Shing Street\nSha Tin, New Territories',
    correspondence_address: 'Flat 21C, Block 5, City One Shatin\n1 Ngan Shing Street\nSha Tin, New Territories',
    phone: '+85265432106',
    email: 'lam.hoiyan@example.com',
    employment_status: 'employed',
    employer: 'Sha Tin Engineering Limited',
    occupation: 'Software engineer',
    investment_experience: experience('oneToThree', 'underOne', 'none', 'none', 'threeToFive'),
    is_professional_investor: 0,
    holders: [
      {
        role: 'primary',
        name_english: 'Lam Hoi Yan',
        name_chinese: '林凱欣',
        document_kind: 'hkid',
        document_number: 'R112233(6)',
        document_country: 'CHN',
        date_of_birth: '1991-12-05',
        nationality: 'CHN',
      },
    ],
  },
];

/** Seeds the demo records not there yet, for the demo accounts that exist. */
export async function seedDemoProfiles(db: Kysely<Database>, at: Date): Promise<void> {
  const accounts = await db.selectFrom('account').select(['account_code', 'source']).execute();
  const exists = new Set(accounts.map((account) => `${account.source}:${account.account_code}`));
  const present = await db.selectFrom('account_profile').select(['account_code', 'source']).execute();
  const seeded = new Set(present.map((profile) => `${profile.source}:${profile.account_code}`));
  const due = demoProfiles.filter((profile) => {
    const key = `${profile.source}:${profile.account_code}`;
    return exists.has(key) && !seeded.has(key);
  });
  if (due.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const { holders, ...profile } of due) {
      await trx
        .insertInto('account_profile')
        .values({ ...profile, updated_at: at.toISOString() })
        .execute();
      await trx
        .insertInto('account_profile_holder')
        .values(
          holders.map((holder, position) => ({
            ...holder,
            account_code: profile.account_code,
            source: profile.source,
            position,
          })),
        )
        .execute();
    }
  });
}
