import type { Translations } from '../../../shared/i18n/translations';
import type { cashFxEnglish } from './i18n';

/** Namespace 'cashFx' in Simplified Chinese. */
export const cashFxZhCN = {
  heading: '货币兑换',
  loading: '加载中…',
  loadFailed: '未能加载。',
  retry: '再试一次',
  balances: {
    heading: '您的现金',
    currency: '货币',
    available: '可用余额',
    exchangeable: '可兑换',
    note: '未交收的卖出所得款项须待交收后方可兑换。',
  },
  form: {
    heading: '新兑换',
    sell: '卖出',
    buy: '买入',
    amountSide: '金额货币',
    amountIn: '金额（{{currency}}）',
    indicative: '参考汇率：1 {{sell}} = {{rate}} {{buy}}',
    rateAsOf: '汇率时间 {{time}}',
    noRate: '此货币组合没有汇率。',
    getQuote: '获取报价',
    errors: {
      notANumber: '请输入金额，例如 1000.50。',
      notPositive: '请输入大于零的金额。',
      tooManyDecimals: '{{currency}} 最多可输入 {{precision}} 位小数。',
      tooLarge: '金额过大。',
      sameCurrency: '请选择两种不同的货币。',
    },
  },
  quote: {
    heading: '确定报价',
    youSell: '您卖出',
    youReceive: '您收到',
    rate: '汇率',
    rateLine: '1 {{sell}} = {{rate}} {{buy}}',
    roundingBuy: '您收到的金额向下调整至 {{precision}} 位小数。',
    roundingSell: '您卖出的金额向上调整至 {{precision}} 位小数。',
    countdown: '报价尚余 {{seconds}} 秒有效',
    accept: '接受报价',
    cancel: '取消',
    newQuote: '重新报价',
  },
  done: {
    heading: '兑换完成',
    sold: '您已卖出',
    received: '您已收到',
    reference: '参考编号',
    newBalances: '您的最新余额',
    another: '新兑换',
  },
  recent: {
    heading: '最近的兑换',
    empty: '您尚未进行任何货币兑换。',
    time: '时间',
    sold: '卖出',
    received: '收到',
    rate: '汇率',
  },
} satisfies Translations<typeof cashFxEnglish>;
