import { describe, expect, it } from 'vitest';
import { languages } from './language';
import { notificationFieldsOf, notificationTypes, unreadBadgeText } from './notification';
import {
  describeNotification,
  fillTemplate,
  notificationSentenceKey,
  notificationSentenceKeys,
  notificationSentenceValues,
  notificationTexts,
  type NotificationContent,
} from './notification-text';

describe('notification texts', () => {
  it.each(languages)('%s has a title for every type and a sentence for every sentence key', (language) => {
    const texts = notificationTexts[language];
    for (const type of notificationTypes) expect(texts.title[type]).toMatch(/\S/);
    for (const key of notificationSentenceKeys) expect(texts.sentence[key]).toMatch(/\S/);
  });

  it.each(languages)('%s sentences use only placeholders whose values their type carries', (language) => {
    const placeholderField: Record<string, string> = { currency: 'currencyCode' };
    for (const type of notificationTypes) {
      const fields: readonly string[] = notificationFieldsOf[type];
      const keys = notificationSentenceKeys.filter((key) => key === type || key.startsWith(type));
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        const names = [...notificationTexts[language].sentence[key].matchAll(/\{\{(\w+)\}\}/g)].map(
          (match) => match[1],
        );
        for (const name of names) expect(fields).toContain(placeholderField[name ?? ''] ?? name);
      }
    }
  });
});

describe('describeNotification', () => {
  const withdrawal: NotificationContent = {
    type: 'cashMovement',
    currencyCode: 'HKD',
    amount: '-12500.5',
    referenceCode: 'CW2026112200007',
  };

  it('words a movement by its sign, with the amount unsigned at the currency precision', () => {
    expect(notificationSentenceKey(withdrawal)).toBe('cashMovementOut');
    expect(notificationSentenceKey({ ...withdrawal, amount: '5000' })).toBe('cashMovementIn');
    expect(describeNotification(withdrawal, 'en')).toEqual({
      title: 'Cash movement',
      sentence: 'HKD 12,500.50 was debited from your account (reference CW2026112200007).',
    });
    expect(describeNotification(withdrawal, 'zh-HK').sentence).toBe(
      'HKD 12,500.50 已從您的帳戶扣除（參考編號 CW2026112200007）。',
    );
  });

  it('shows a three-part code as part three, a dot, part one, and quantities as they are', () => {
    const holding: NotificationContent = {
      type: 'holdingUpdate',
      code: '00700;TENCENT;HK',
      quantity: '1234.5678',
      freezeQuantity: '200',
    };
    expect(describeNotification(holding, 'en').sentence).toBe(
      'Your holding of HK.00700 is now 1,234.5678 units, 200 of them on hold.',
    );
    expect(describeNotification(holding, 'zh-CN').sentence).toBe(
      '您持有的 HK.00700 现为 1,234.5678 单位，其中 200 单位冻结。',
    );
  });

  it('keeps amounts exact: no float on the way (0.1 + 0.2 style values)', () => {
    const values = notificationSentenceValues({
      type: 'balancesUpdate',
      currencyCode: 'USD',
      balance: '12345678901234.3',
      holdFundAmount: '0.30',
    });
    expect(values).toMatchObject({ balance: '12,345,678,901,234.30', holdFundAmount: '0.30', currency: 'USD' });
  });

  it('fills placeholders and leaves unknown ones empty', () => {
    expect(fillTemplate('{{a}} and {{ b }} and {{c}}', { a: '1', b: '2' })).toBe('1 and 2 and ');
  });
});

describe('unreadBadgeText', () => {
  it('shows nothing at zero, the count up to 99, then 99+', () => {
    expect([0, 1, 99, 100, 250].map(unreadBadgeText)).toEqual(['', '1', '99', '99+', '99+']);
  });
});
