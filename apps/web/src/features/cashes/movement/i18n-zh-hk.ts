import type { Translations } from '../../../shared/i18n/translations';
import type { cashMovementEnglish } from './i18n';

/** Namespace 'cashMovement' in Traditional Chinese (Hong Kong). */
export const cashMovementZhHK = {
  heading: '現金變動',
  common: {
    loading: '載入中…',
    loadFailed: '未能載入。',
    retry: '重試',
    noValue: '—',
  },
  balances: {
    heading: '結餘',
    available: '可用',
    onHold: '凍結',
    unsettled: '未交收',
    withdrawable: '可提取',
    reportingCurrency: '報告貨幣',
    total: '{{currency}} 總值',
    totalNote: '可用加凍結金額，按以下匯率折算',
    noTotal: '缺少匯率，未能顯示總值。',
    rate: '1 {{from}} = {{rate}} {{to}}',
    rateTime: '匯率時間：{{time}}',
  },
  filters: {
    currency: '貨幣',
    anyCurrency: '所有貨幣',
    type: '類別',
    anyType: '所有類別',
    from: '由',
    to: '至',
    invertedRange: '結束日期早於開始日期。',
  },
  list: {
    heading: '變動記錄',
    time: '時間',
    type: '類別',
    description: '描述',
    reference: '參考編號',
    amount: '金額',
    balance: '結餘',
    status: '狀態',
    empty: '沒有符合篩選條件的現金變動。',
    more: '載入更多',
    balanceAfter: '結餘 {{balance}}',
  },
  export: {
    button: '匯出 CSV',
    failed: '匯出失敗，請再試。',
    done: '已匯出 {{rows}} 項變動。',
  },
} satisfies Translations<typeof cashMovementEnglish>;
