/*
 * The Hong Kong banks a client may register an account at for withdrawals (issue 17 part 3, ADR 039), with their
 * three-digit bank codes (HKMA / HKICL clearing codes), names in three languages and the length of an account number
 * after the bank and branch codes. Plain values, free of zod: the server checks with them, the form shows them.
 */

export type LocalisedName = { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };

export type HongKongBank = {
  /** The three-digit clearing code ('004'). */
  readonly bankCode: string;
  readonly name: LocalisedName;
  /** Digits of the account number after the bank and branch codes: at least, at most. */
  readonly accountNumberDigits: { readonly minimum: number; readonly maximum: number };
};

/** Where a bank's length is not pinned down here, the account number after the branch code is 6 to 12 digits. */
const usual = { minimum: 6, maximum: 12 } as const;

function bank(
  bankCode: string,
  en: string,
  zhHk: string,
  zhCn: string,
  digits: HongKongBank['accountNumberDigits'] = usual,
): HongKongBank {
  return { bankCode, name: { en, 'zh-HK': zhHk, 'zh-CN': zhCn }, accountNumberDigits: digits };
}

/** In bank-code order. HSBC and Hang Seng numbers are 3-6-3 (branch, then nine digits). */
export const hongKongBanks: readonly HongKongBank[] = [
  bank('003', 'Standard Chartered Bank (Hong Kong) Limited', '渣打銀行（香港）有限公司', '渣打银行（香港）有限公司', {
    minimum: 7,
    maximum: 10,
  }),
  bank(
    '004',
    'The Hongkong and Shanghai Banking Corporation Limited',
    '香港上海滙豐銀行有限公司',
    '香港上海汇丰银行有限公司',
    { minimum: 9, maximum: 9 },
  ),
  bank(
    '009',
    'China Construction Bank (Asia) Corporation Limited',
    '中國建設銀行（亞洲）股份有限公司',
    '中国建设银行（亚洲）股份有限公司',
  ),
  bank('012', 'Bank of China (Hong Kong) Limited', '中國銀行（香港）有限公司', '中国银行（香港）有限公司', {
    minimum: 7,
    maximum: 10,
  }),
  bank('015', 'The Bank of East Asia, Limited', '東亞銀行有限公司', '东亚银行有限公司', { minimum: 8, maximum: 10 }),
  bank('016', 'DBS Bank (Hong Kong) Limited', '星展銀行（香港）有限公司', '星展银行（香港）有限公司', {
    minimum: 7,
    maximum: 10,
  }),
  bank('018', 'China CITIC Bank International Limited', '中信銀行（國際）有限公司', '中信银行（国际）有限公司'),
  bank('020', 'CMB Wing Lung Bank Limited', '招商永隆銀行有限公司', '招商永隆银行有限公司'),
  bank('024', 'Hang Seng Bank Limited', '恒生銀行有限公司', '恒生银行有限公司', { minimum: 9, maximum: 9 }),
  bank('025', 'Shanghai Commercial Bank Limited', '上海商業銀行有限公司', '上海商业银行有限公司'),
  bank('028', 'Public Bank (Hong Kong) Limited', '大眾銀行（香港）有限公司', '大众银行（香港）有限公司'),
  bank('039', 'Chiyu Banking Corporation Limited', '集友銀行有限公司', '集友银行有限公司'),
  bank('040', 'Dah Sing Bank, Limited', '大新銀行有限公司', '大新银行有限公司'),
  bank('041', 'Chong Hing Bank Limited', '創興銀行有限公司', '创兴银行有限公司'),
  bank('043', 'Nanyang Commercial Bank, Limited', '南洋商業銀行有限公司', '南洋商业银行有限公司'),
  bank(
    '072',
    'Industrial and Commercial Bank of China (Asia) Limited',
    '中國工商銀行（亞洲）有限公司',
    '中国工商银行（亚洲）有限公司',
  ),
  bank('128', 'Fubon Bank (Hong Kong) Limited', '富邦銀行（香港）有限公司', '富邦银行（香港）有限公司'),
  bank('250', 'Citibank (Hong Kong) Limited', '花旗銀行（香港）有限公司', '花旗银行（香港）有限公司'),
  bank('382', 'Bank of Communications (Hong Kong) Limited', '交通銀行（香港）有限公司', '交通银行（香港）有限公司'),
  bank('387', 'ZA Bank Limited', '眾安銀行有限公司', '众安银行有限公司'),
  bank('389', 'Mox Bank Limited', 'Mox Bank Limited', 'Mox Bank Limited'),
];

export function hongKongBankOf(bankCode: string): HongKongBank | undefined {
  return hongKongBanks.find((entry) => entry.bankCode === bankCode);
}

/** A branch code is three digits. */
export function isBranchCode(value: string): boolean {
  return /^\d{3}$/.test(value);
}

/** An account number as typed, without spaces and hyphens. */
export function accountNumberDigitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * What is wrong with an account number at a bank (after the branch code; spaces and hyphens ignored): 'format' when it
 * is not all digits, 'length' when the bank's numbers are not that long; undefined when it is fine.
 */
export function accountNumberProblem(bankCode: string, value: string): 'format' | 'length' | 'bank' | undefined {
  const found = hongKongBankOf(bankCode);
  if (found === undefined) return 'bank';
  const digits = accountNumberDigitsOf(value);
  if (!/^\d+$/.test(digits)) return 'format';
  const { minimum, maximum } = found.accountNumberDigits;
  return digits.length < minimum || digits.length > maximum ? 'length' : undefined;
}

/** The kinds of FPS proxy id (HKICL): a mobile number, an e-mail address or an FPS identifier. */
export const fpsProxyTypes = ['phone', 'email', 'fpsId'] as const;
export type FpsProxyType = (typeof fpsProxyTypes)[number];

/**
 * The kind of an FPS proxy as typed, or undefined when it is none: a Hong Kong mobile number (+852 then 8 digits
 * starting 4-9, or those 8 digits alone), an e-mail address (at most 254 characters), or an FPS identifier (7 to 9
 * digits, as HKICL issues them).
 */
export function fpsProxyTypeOf(value: string): FpsProxyType | undefined {
  const compact = value.replace(/[\s-]/g, '');
  if (/^(\+852)?[4-9]\d{7}$/.test(compact)) return 'phone';
  if (value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim())) return 'email';
  if (/^\d{7,9}$/.test(compact)) return 'fpsId';
  return undefined;
}

/** A proxy as stored: a phone as +852 and its eight digits (+852-91234567), an e-mail trimmed and lowercased, an FPS id as digits. */
export function normaliseFpsProxy(value: string): string | undefined {
  const type = fpsProxyTypeOf(value);
  const compact = value.replace(/[\s-]/g, '');
  if (type === 'phone') return `+852-${compact.slice(-8)}`;
  if (type === 'email') return value.trim().toLowerCase();
  if (type === 'fpsId') return compact;
  return undefined;
}

/**
 * The holder-name rule (ADR 039): the account must be in the client's own name. Both names are compared as their
 * words (letters and digits; case, punctuation and extra spaces ignored) in any order: 'CHAN, Tai-Man' matches
 * 'Chan Tai Man', 'TAI MAN CHAN' too; 'Chan Tai' does not. A joint or third-party account is not accepted here.
 */
export function nameWordsOf(name: string): string[] {
  return name
    .toLocaleUpperCase('en')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .sort();
}

export function holderNameMatches(holder: string, accountName: string): boolean {
  const left = nameWordsOf(holder);
  const right = nameWordsOf(accountName);
  return left.length > 0 && left.length === right.length && left.every((word, index) => word === right[index]);
}
