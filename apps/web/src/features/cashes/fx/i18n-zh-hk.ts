import type { Translations } from '../../../shared/i18n/translations';
import type { cashFxEnglish } from './i18n';

/** Namespace 'cashFx' in Traditional Chinese. */
export const cashFxZhHK = {
  heading: '貨幣兌換',
  loading: '載入中…',
  loadFailed: '未能載入。',
  retry: '再試一次',
  balances: {
    heading: '您的現金',
    currency: '貨幣',
    available: '可用結餘',
    exchangeable: '可兌換',
    note: '未交收的賣出所得款項須待交收後方可兌換。',
  },
  form: {
    heading: '新兌換',
    sell: '賣出',
    buy: '買入',
    amountSide: '金額貨幣',
    amountIn: '金額（{{currency}}）',
    indicative: '參考匯率：1 {{sell}} = {{rate}} {{buy}}',
    rateAsOf: '匯率時間 {{time}}',
    noRate: '此貨幣組合沒有匯率。',
    getQuote: '取得報價',
    errors: {
      notANumber: '請輸入金額，例如 1000.50。',
      notPositive: '請輸入大於零的金額。',
      tooManyDecimals: '{{currency}} 最多可輸入 {{precision}} 位小數。',
      tooLarge: '金額過大。',
      sameCurrency: '請選擇兩種不同的貨幣。',
    },
  },
  quote: {
    heading: '確實報價',
    youSell: '您賣出',
    youReceive: '您收到',
    rate: '匯率',
    rateLine: '1 {{sell}} = {{rate}} {{buy}}',
    roundingBuy: '您收到的金額向下調整至 {{precision}} 位小數。',
    roundingSell: '您賣出的金額向上調整至 {{precision}} 位小數。',
    countdown: '報價尚餘 {{seconds}} 秒有效',
    accept: '接受報價',
    cancel: '取消',
    newQuote: '重新報價',
  },
  done: {
    heading: '兌換完成',
    sold: '您已賣出',
    received: '您已收到',
    reference: '參考編號',
    newBalances: '您的最新結餘',
    another: '新兌換',
  },
  recent: {
    heading: '最近的兌換',
    empty: '您尚未進行任何貨幣兌換。',
    time: '時間',
    sold: '賣出',
    received: '收到',
    rate: '匯率',
  },
} satisfies Translations<typeof cashFxEnglish>;
