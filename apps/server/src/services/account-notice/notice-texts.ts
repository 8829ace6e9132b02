import type { AccountNoticeKind } from '@portal/contract/domain/account-notice';
import type { Language } from '@portal/contract/domain/language';

/*
 * What each notice says, in the three languages (ADR 036). A text names its params in braces; `paramsOf` lists the
 * params each kind needs, and a notice sent without one of them is refused (a test writes every kind in every
 * language). Every notice ends with the same advice: a client who did not do this calls the broker.
 */

type NoticeText = { readonly [L in Language]: string };

const text = (en: string, zhHK: string, zhCN: string): NoticeText => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN });

export const noticeTexts: { readonly [K in AccountNoticeKind]: NoticeText } = {
  newDeviceLogin: text(
    'Your account {accountCode} signed in from a new device ({device}) at {time}.',
    '您的帳戶 {accountCode} 於 {time} 在新裝置（{device}）上登入。',
    '您的账户 {accountCode} 于 {time} 在新设备（{device}）上登录。',
  ),
  passwordReset: text(
    'The login password of your account {accountCode} was reset at {time}.',
    '您的帳戶 {accountCode} 的登入密碼已於 {time} 重設。',
    '您的账户 {accountCode} 的登录密码已于 {time} 重设。',
  ),
  passwordChanged: text(
    'The login password of your account {accountCode} was changed at {time}.',
    '您的帳戶 {accountCode} 的登入密碼已於 {time} 更改。',
    '您的账户 {accountCode} 的登录密码已于 {time} 更改。',
  ),
  personalInformationChange: text(
    'A change of {field} for your account {accountCode} was {status} at {time}.',
    '您的帳戶 {accountCode} 的{field}變更已於 {time} {status}。',
    '您的账户 {accountCode} 的{field}变更已于 {time} {status}。',
  ),
  tradeExecuted: text(
    'Trade executed for {accountCode}: {side} {quantity} {instrument} at {price} {currency} ({time}).',
    '{accountCode} 交易已執行：{side} {quantity} {instrument}，價格 {price} {currency}（{time}）。',
    '{accountCode} 交易已执行：{side} {quantity} {instrument}，价格 {price} {currency}（{time}）。',
  ),
  bankAccountChange: text(
    'The bank account {bankAccount} of your account {accountCode} was {status} at {time}.',
    '您的帳戶 {accountCode} 的銀行帳戶 {bankAccount} 已於 {time} {status}。',
    '您的账户 {accountCode} 的银行账户 {bankAccount} 已于 {time} {status}。',
  ),
  tradePasswordChanged: text(
    'The trade password of your account {accountCode} was changed at {time}.',
    '您的帳戶 {accountCode} 的交易密碼已於 {time} 更改。',
    '您的账户 {accountCode} 的交易密码已于 {time} 更改。',
  ),
  virtualAssetAddressAdded: text(
    'The {network} address {address} was added to the withdrawal whitelist of your account {accountCode} at {time}; withdrawals to it are possible from {availableFrom}.',
    '{network} 地址 {address} 已於 {time} 加入您的帳戶 {accountCode} 的提取白名單，由 {availableFrom} 起可提取至此地址。',
    '{network} 地址 {address} 已于 {time} 加入您的账户 {accountCode} 的提取白名单，由 {availableFrom} 起可提取至此地址。',
  ),
  virtualAssetWithdrawal: text(
    'A withdrawal of {amount} {asset} from your account {accountCode} to {address} was {status} at {time}.',
    '您的帳戶 {accountCode} 提取 {amount} {asset} 至 {address} 已於 {time} {status}。',
    '您的账户 {accountCode} 提取 {amount} {asset} 至 {address} 已于 {time} {status}。',
  ),
};

/** Appended to every notice: what to do when the client did not do this. */
export const noticeAdvice: NoticeText = text(
  'If this was not you, call us at once on +852 2800 0000.',
  '如非閣下本人操作，請立即致電 +852 2800 0000 與我們聯絡。',
  '如非阁下本人操作，请立即致电 +852 2800 0000 与我们联系。',
);

/** The params a kind's text names (from its English text; the Chinese ones name the same, a test checks). */
export function paramsOf(kind: AccountNoticeKind): readonly string[] {
  return [...noticeTexts[kind].en.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/**
 * The notice's text in a language with its params filled in, then the advice. Throws on a missing param. A param
 * whose value depends on the language (a trade's side, an instrument's name) may be given per language as
 * `<name>.<language>` (`side.zh-HK`); that one is taken before the plain `<name>`.
 */
export function writeNotice(
  kind: AccountNoticeKind,
  params: Readonly<Record<string, string>>,
  language: Language,
): string {
  const body = noticeTexts[kind][language].replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[`${name}.${language}`] ?? params[name];
    if (value === undefined) throw new Error(`The ${kind} notice needs the param ${name}`);
    return value;
  });
  return `${body} ${noticeAdvice[language]}`;
}
