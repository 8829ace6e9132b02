import { describe, expect, it } from 'vitest';
import { notificationTypes } from '@portal/contract/domain/notification';
import { describeNotification } from '@portal/contract/domain/notification-text';
import { notificationOf, render, textOf } from './notification-fixtures';
import { NotificationSummary } from './notification-text';

/** Title, sentence and time of a rendered summary. */
async function summaryOf(...args: Parameters<typeof notificationOf>) {
  return summaryIn('en', ...args);
}

async function summaryIn(language: 'en' | 'zh-HK' | 'zh-CN', ...args: Parameters<typeof notificationOf>) {
  const markup = await render(<NotificationSummary notification={notificationOf(...args)} />, { language });
  const part = (tag: string) => textOf(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 's').exec(markup)?.[1] ?? '');
  return {
    markup,
    title: textOf(/<span class="[^"]*title[^"]*">(.*?)<\/span>/s.exec(markup)?.[1] ?? ''),
    sentence: part('p'),
    time: part('time'),
  };
}

describe('a notification as the bell and the page show it', () => {
  it('reads every type as its title and a sentence with its values, in English and Traditional Chinese', async () => {
    for (const type of notificationTypes) {
      for (const language of ['en', 'zh-HK'] as const) {
        const shown = await summaryIn(language, type);
        const expected = describeNotification(notificationOf(type), language);
        expect(shown.title, `${type} in ${language}`).toBe(expected.title);
        expect(shown.sentence, `${type} in ${language}`).toBe(expected.sentence);
        expect(shown.sentence, `${type} in ${language}`).not.toMatch(/\{\{|\}\}|undefined/);
      }
    }
  });

  it('formats amounts at the currency’s precision with grouped thousands, quantities as they are', async () => {
    expect((await summaryOf('cashMovement')).sentence).toBe(
      'HKD 12,500.00 was credited to your account (reference CM2026112200031).',
    );
    expect((await summaryIn('zh-HK', 'cashMovement')).sentence).toBe(
      'HKD 12,500.00 已存入您的帳戶（參考編號 CM2026112200031）。',
    );
    expect((await summaryOf('cashUpdate')).sentence).toBe('Your HKD cash balance is now 125,000.50.');
    expect((await summaryIn('zh-HK', 'cashUpdate')).sentence).toBe('您的HKD現金結餘現為 125,000.50。');
    expect((await summaryOf('holdingUpdate')).sentence).toBe(
      'Your holding of HK0000055571 is now 152.3471 units, 20 of them on hold.',
    );
    expect((await summaryOf('ipoResult')).sentence).toContain('HKD 23,456.79');
    expect((await summaryIn('zh-HK', 'balancesUpdate')).sentence).toBe(
      '您的USD結餘已更新：可用 98,765.40，凍結 1,234.50。',
    );
  });

  it('words a movement by its direction: money or units out read as taken, without a minus sign', async () => {
    expect((await summaryOf('holdingMovement')).sentence).toBe(
      '1,000 units of HK.00700 were taken from your holdings (reference HM2026112200007).',
    );
    expect((await summaryOf('cashMovement', { amount: '-800.5' })).sentence).toBe(
      'HKD 800.50 was debited from your account (reference CM2026112200031).',
    );
  });

  it('shows a three-part code as part three, a dot, part one (SPEC §3)', async () => {
    expect((await summaryOf('newIPO', { code: 'A;B;C' })).sentence).toBe('A new IPO is open for application: C.A.');
    expect((await summaryOf('stockOrderUpdate')).sentence).toBe(
      'Your order SO2026112200045 for 150 shares of US.AAPL has been updated.',
    );
    expect((await summaryOf('newPlan')).sentence).toBe('A new investment plan is available: PLAN-ESG.');
  });

  it('shows the time in Hong Kong time and marks an unread one', async () => {
    const unread = await summaryOf('newDocument');
    expect(unread.time).toBe('2026-11-20 3:05pm');
    expect(unread.markup).toContain('aria-label="Unread"');
    const read = await summaryOf('newDocument', { status: 'read' }, '2026-11-20T16:30:00.000Z');
    expect(read.time).toBe('2026-11-21 12:30am');
    expect(read.markup).not.toContain('data-testid="unread-dot"');
    expect((await summaryIn('zh-CN', 'newDocument')).markup).toContain('aria-label="未读"');
  });
});
