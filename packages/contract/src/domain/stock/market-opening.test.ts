import { describe, expect, it } from 'vitest';
import { marketOpeningText } from './market-opening';

describe('when the market opens next, in words', () => {
  it("names the weekday, the exchange's day and time and its zone, in the three languages", () => {
    expect(marketOpeningText('HKEX', new Date('2025-01-20T01:00:00Z'))).toEqual({
      en: 'It opens next on Monday 2025-01-20 at 09:00 (Hong Kong time).',
      'zh-HK': '下次開市時間為2025-01-20（星期一）09:00（香港時間）。',
      'zh-CN': '下次开市时间为2025-01-20（星期一）09:00（香港时间）。',
    });
    expect(marketOpeningText('NYSE', new Date('2026-11-02T14:30:00Z')).en).toBe(
      'It opens next on Monday 2026-11-02 at 09:30 (New York time).',
    );
    expect(marketOpeningText('SZSE', new Date('2026-11-30T01:15:00Z'))['zh-CN']).toBe(
      '下次开市时间为2026-11-30（星期一）09:15（上海时间）。',
    );
  });
});
