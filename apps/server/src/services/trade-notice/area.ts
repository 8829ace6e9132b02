import { defineArea } from '../../platform/area';
import { subscribeTradeNotices } from './trade-notices';

/** Every executed trade (a stock fill, a settled fund order) sends a notice to the registered e-mail or phone. */
export const tradeNoticeArea = defineArea({
  name: 'trade-notice',
  uses: ['account-notice', 'fund-order', 'stock-market', 'stock-order'],
  subscribers: (events, platform) => subscribeTradeNotices(events, platform),
});
