/*
 * What a refused order says about when the market opens next (issue 25 part 7): the exchange's own day and time, its
 * weekday and the zone it is told in, in the product's three languages. Dates as SPEC §9 writes them (year-month-day),
 * times on the 24-hour clock. Zod-free, so the ticket shows it without the schema library.
 */
import type { TextInLanguages } from '../order/result-catalogue';
import { stockExchanges, type StockExchangeCode } from './exchanges';
import { localClockOf } from './trading-sessions';

const zoneNames: Readonly<Record<string, TextInLanguages>> = {
  'Asia/Hong_Kong': { en: 'Hong Kong time', 'zh-HK': '香港時間', 'zh-CN': '香港时间' },
  'America/New_York': { en: 'New York time', 'zh-HK': '紐約時間', 'zh-CN': '纽约时间' },
  'Asia/Shanghai': { en: 'Shanghai time', 'zh-HK': '上海時間', 'zh-CN': '上海时间' },
};

const weekdayNames: Readonly<Record<keyof TextInLanguages, readonly string[]>> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  'zh-HK': ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  'zh-CN': ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "It opens next on Monday 2025-01-20 at 09:00 (Hong Kong time)." in each language, on the exchange's clock. */
export function marketOpeningText(exchange: StockExchangeCode, opensAt: Date): TextInLanguages {
  const { timeZone } = stockExchanges[exchange];
  const clock = localClockOf(opensAt, timeZone);
  const minutes = Math.floor(clock.minuteOfDay);
  const time = `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
  const zone = zoneNames[timeZone] ?? { en: timeZone, 'zh-HK': timeZone, 'zh-CN': timeZone };
  return {
    en: `It opens next on ${weekdayNames.en[clock.weekday]} ${clock.day} at ${time} (${zone.en}).`,
    'zh-HK': `下次開市時間為${clock.day}（${weekdayNames['zh-HK'][clock.weekday]}）${time}（${zone['zh-HK']}）。`,
    'zh-CN': `下次开市时间为${clock.day}（${weekdayNames['zh-CN'][clock.weekday]}）${time}（${zone['zh-CN']}）。`,
  };
}
