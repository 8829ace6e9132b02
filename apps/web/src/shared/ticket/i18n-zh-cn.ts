import type { Translations } from '../i18n/translations';
import type { ticketEnglish } from './i18n';

/** Namespace 'ticket' in Simplified Chinese; fetched the first time that language is shown. */
export const ticketZhCN = {
  loading: '加载中…',
  loadFailed: '未能加载。',
  retry: '再试一次',
  review: '检视交易指示',
  confirm: {
    heading: '确认交易指示',
    estimatedFee: '预计费用（{{percent}}%）',
    submit: '确认并提交',
    edit: '修改',
  },
  failed: '未能发送交易指示。请再试一次；同一交易指示不会重复下单。',
  referenceReused:
    '此交易指示较早前的提交已按先前的内容下单（指示编号 {{orderId}}）。请先查阅交易记录；再次提交将作为新的交易指示下单。',
  invalidInput: '服务器拒绝了交易指示的数据：{{message}}',
  placed: {
    heading: '已下单',
    replayed: '此交易指示早前已下单，现显示如下。',
    newOrder: '再下一单',
  },
  errors: {
    required: '请输入数值。',
    notANumber: '请输入数字，例如 1000 或 1000.50。',
    notPositive: '请输入大于零的数值。',
    tooManyDecimals: '最多 {{decimals}} 位小数。',
    tooLarge: '数值过大。',
    belowMinimum: '最低为 {{amount}} {{currency}}。',
    aboveAvailable: '超过您可用的 {{amount}} {{currency}}。',
    aboveUnits: '超过您的 {{units}} 个可用单位。',
  },
} satisfies Translations<typeof ticketEnglish>;
