import type { Translations } from '../../../shared/i18n/translations';
import type { cryptoAdvisorEnglish } from './i18n';

/** Namespace 'cryptoAdvisor' in Simplified Chinese. */
export const cryptoAdvisorZhCN = {
  heading: '代客户买卖虚拟资产',
  introduction: '选择您的一位客户，查看其余额，然后获取报价并在其账户确认订单。客户会收到您代下订单的通知。',
  client: '客户',
  noAdvisees: '您没有已关联的虚拟资产客户。',
  balances: {
    heading: '{{accountCode}} 的余额',
    cash: '可用现金（{{currency}}）',
    asset: '资产',
    available: '可用',
    onHold: '冻结',
    noHoldings: '此客户尚未持有虚拟资产。',
  },
  knowledgeMissing: {
    title: '暂不能为此客户下单',
    reason: '首次买卖虚拟资产前，{{accountCode}} 须通过虚拟资产知识测验。',
    body: '{{accountCode}} 须登录虚拟资产买卖页面完成知识测验；您不能代客户作答。',
  },
  orders: {
    heading: '您代下的订单',
    empty: '您尚未代客户下任何虚拟资产订单。',
    placedAt: '下单时间',
    client: '客户',
    pair: '交易对',
    side: '买卖',
    quantity: '数量',
    amount: '金额',
    status: '状态',
  },
} satisfies Translations<typeof cryptoAdvisorEnglish>;
