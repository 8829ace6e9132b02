import type { Config } from '../../platform/runtime/config';
import type { EddaBankAdapter } from './edda-bank';

const minuteMs = 60_000;

/**
 * The simulated bank (ADR 032, the embedded default of ADR 051), deterministic: pending for 1 minute after the request, then submitted to the bank;
 * completing from 5 minutes; decided from 30 minutes: rejected when the account number ends in 0 (the bank has no such
 * account), errored when it ends in 9 (the bank did not answer), completed otherwise.
 */
export const simulatedEddaBank: EddaBankAdapter = {
  banks: [
    {
      bankCode: '004',
      name: {
        en: 'The Hongkong and Shanghai Banking Corporation Limited',
        'zh-HK': '香港上海滙豐銀行有限公司',
        'zh-CN': '香港上海汇丰银行有限公司',
      },
    },
    {
      bankCode: '012',
      name: {
        en: 'Bank of China (Hong Kong) Limited',
        'zh-HK': '中國銀行（香港）有限公司',
        'zh-CN': '中国银行（香港）有限公司',
      },
    },
    {
      bankCode: '024',
      name: { en: 'Hang Seng Bank Limited', 'zh-HK': '恒生銀行有限公司', 'zh-CN': '恒生银行有限公司' },
    },
    {
      bankCode: '003',
      name: {
        en: 'Standard Chartered Bank (Hong Kong) Limited',
        'zh-HK': '渣打銀行（香港）有限公司',
        'zh-CN': '渣打银行（香港）有限公司',
      },
    },
  ],
  statusAt(authorisation, now) {
    const age = now.getTime() - authorisation.createdAt.getTime();
    if (age < minuteMs) return { status: 'P', reason: null };
    if (age < 5 * minuteMs) return { status: 'S', reason: null };
    if (age < 30 * minuteMs) return { status: 'C', reason: null };
    if (authorisation.accountNumber.endsWith('0')) {
      return { status: 'R', reason: 'The bank has no such account in this name.' };
    }
    if (authorisation.accountNumber.endsWith('9')) return { status: 'E', reason: 'The bank did not answer in time.' };
    return { status: 'A', reason: null };
  },
};

/**
 * The eDDA bank this deployment talks to: the simulator, the only implementation today (a real bank's adapter is
 * chosen here, and named in adapters/back-ends.ts).
 */
export function eddaBankOf(_config: Pick<Config, 'portalVariant'>): EddaBankAdapter {
  return simulatedEddaBank;
}
