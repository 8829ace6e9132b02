import type { Translations } from '../../../shared/i18n/translations';
import type { cryptoAdvisorEnglish } from './i18n';

/** Namespace 'cryptoAdvisor' in Traditional Chinese. */
export const cryptoAdvisorZhHK = {
  heading: '代客戶買賣虛擬資產',
  introduction: '選擇您的一位客戶，查看其結餘，然後索取報價並在其帳戶確認訂單。客戶會收到您代落訂單的通知。',
  client: '客戶',
  noAdvisees: '您沒有已連結的虛擬資產客戶。',
  balances: {
    heading: '{{accountCode}} 的結餘',
    cash: '可用現金（{{currency}}）',
    asset: '資產',
    available: '可用',
    onHold: '凍結',
    noHoldings: '此客戶尚未持有虛擬資產。',
  },
  knowledgeMissing: {
    title: '暫未能為此客戶落盤',
    reason: '首次買賣虛擬資產前，{{accountCode}} 須通過虛擬資產知識測驗。',
    body: '{{accountCode}} 須登入虛擬資產買賣頁面完成知識測驗；您不能代客戶作答。',
  },
  orders: {
    heading: '您代落的訂單',
    empty: '您尚未代客戶落任何虛擬資產訂單。',
    placedAt: '落盤時間',
    client: '客戶',
    pair: '交易對',
    side: '買賣',
    quantity: '數量',
    amount: '金額',
    status: '狀態',
  },
} satisfies Translations<typeof cryptoAdvisorEnglish>;
