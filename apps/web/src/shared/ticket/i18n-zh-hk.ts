import type { Translations } from '../i18n/translations';
import type { ticketEnglish } from './i18n';

/** Namespace 'ticket' in Traditional Chinese (Hong Kong); fetched the first time that language is shown. */
export const ticketZhHK = {
  loading: '載入中…',
  loadFailed: '未能載入。',
  retry: '再試一次',
  review: '檢視交易指示',
  confirm: {
    heading: '確認交易指示',
    estimatedFee: '預計費用（{{percent}}%）',
    submit: '確認並提交',
    edit: '修改',
  },
  failed: '未能發送交易指示。請再試一次；同一交易指示不會重複下單。',
  referenceReused:
    '此交易指示較早前的提交已按先前的內容下單（指示編號 {{orderId}}）。請先查閱交易記錄；再次提交將作為新的交易指示下單。',
  invalidInput: '伺服器拒絕了交易指示的資料：{{message}}',
  placed: {
    heading: '已下單',
    replayed: '此交易指示早前已下單，現顯示如下。',
    newOrder: '再下一單',
  },
  errors: {
    required: '請輸入數值。',
    notANumber: '請輸入數字，例如 1000 或 1000.50。',
    notPositive: '請輸入大於零的數值。',
    tooManyDecimals: '最多 {{decimals}} 位小數。',
    tooLarge: '數值過大。',
    belowMinimum: '最低為 {{amount}} {{currency}}。',
    aboveAvailable: '超過您可用的 {{amount}} {{currency}}。',
    aboveUnits: '超過您的 {{units}} 個可用單位。',
  },
} satisfies Translations<typeof ticketEnglish>;
