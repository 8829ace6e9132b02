import type { Translations } from '../../../shared/i18n/translations';
import type { cashMovementEnglish } from './i18n';

/** Namespace 'cashMovement' in Simplified Chinese. */
export const cashMovementZhCN = {
  heading: '现金变动',
  common: {
    loading: '加载中…',
    loadFailed: '未能加载。',
    retry: '重试',
    noValue: '—',
  },
  balances: {
    heading: '结余',
    available: '可用',
    onHold: '冻结',
    unsettled: '未交收',
    withdrawable: '可提取',
    reportingCurrency: '报告货币',
    total: '{{currency}} 总值',
    totalNote: '可用加冻结金额，按以下汇率折算',
    noTotal: '缺少汇率，未能显示总值。',
    rate: '1 {{from}} = {{rate}} {{to}}',
    rateTime: '汇率时间：{{time}}',
  },
  filters: {
    currency: '货币',
    anyCurrency: '所有货币',
    type: '类别',
    anyType: '所有类别',
    from: '由',
    to: '至',
    invertedRange: '结束日期早于开始日期。',
  },
  list: {
    heading: '变动记录',
    time: '时间',
    type: '类别',
    description: '描述',
    reference: '参考编号',
    amount: '金额',
    balance: '结余',
    status: '状态',
    empty: '没有符合筛选条件的现金变动。',
    more: '加载更多',
    balanceAfter: '结余 {{balance}}',
  },
  export: {
    button: '导出 CSV',
    failed: '导出失败，请再试。',
    done: '已导出 {{rows}} 项变动。',
  },
} satisfies Translations<typeof cashMovementEnglish>;
