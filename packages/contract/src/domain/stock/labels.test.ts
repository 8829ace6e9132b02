import { describe, expect, it } from 'vitest';
import { languages } from '../language';
import type { TextInLanguages } from '../order/result-catalogue';
import { stockFeeLineLabels, stockFeeLineNames } from './fees';
import {
  ipoApplicationStatusLabels,
  ipoApplicationStatuses,
  ipoApplicationTypeLabels,
  ipoApplicationTypes,
} from './ipo';
import {
  programOrderTypeLabels,
  programOrderTypes,
  stockOrderSideLabels,
  stockOrderSides,
  stockOrderTypeLabels,
  stockOrderTypes,
} from './order-types';
import {
  stockOrderDisplayGroupLabels,
  stockOrderDisplayGroups,
  stockOrderStatusLabels,
  stockOrderStatuses,
} from './stock-order-status';

/** What is wrong with a label table: a key missing or extra, a text empty, untranslated or shared in a language. */
function labelProblems(keys: readonly string[], labels: Readonly<Record<string, TextInLanguages>>): string[] {
  const problems: string[] = [];
  if (Object.keys(labels).join() !== keys.join()) problems.push(`keys ${Object.keys(labels).join()}`);
  for (const language of languages) {
    const seen = new Set<string>();
    for (const key of keys) {
      const label = labels[key]?.[language] ?? '';
      if (label.trim() === '') problems.push(`${key} has no ${language} label`);
      if (seen.has(label)) problems.push(`${key} shares its ${language} label`);
      seen.add(label);
      if (language !== 'en' && label === labels[key]?.en) problems.push(`${key} is not translated into ${language}`);
    }
  }
  return problems;
}

describe('labels of the stock vocabulary in en, zh-HK and zh-CN', () => {
  it.each([
    ['order sides', stockOrderSides, stockOrderSideLabels],
    ['order types', stockOrderTypes, stockOrderTypeLabels],
    ['program order types', programOrderTypes, programOrderTypeLabels],
    ['order statuses', stockOrderStatuses, stockOrderStatusLabels],
    ['order display groups', stockOrderDisplayGroups, stockOrderDisplayGroupLabels],
    ['fee lines', stockFeeLineNames, stockFeeLineLabels],
    ['IPO application statuses', ipoApplicationStatuses, ipoApplicationStatusLabels],
    ['IPO application types', ipoApplicationTypes, ipoApplicationTypeLabels],
  ] as const)('labels every one of the %s once, in each language', (_, keys, labels) => {
    expect(labelProblems(keys, labels)).toEqual([]);
  });

  it('notices a missing, untranslated or shared label', () => {
    const faulty = { a: { en: 'A', 'zh-HK': 'A', 'zh-CN': '甲' }, b: { en: 'B', 'zh-HK': '乙', 'zh-CN': '甲' } };
    expect(labelProblems(['a', 'b', 'c'], faulty)).toEqual([
      'keys a,b',
      'c has no en label',
      'a is not translated into zh-HK',
      'c has no zh-HK label',
      'b shares its zh-CN label',
      'c has no zh-CN label',
    ]);
  });
});
