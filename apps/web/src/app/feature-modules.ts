import { accountsModule } from '../features/accounts/module';
import { adminsModule } from '../features/admins/module';
import { advisorsModule } from '../features/advisors/module';
import { assetsModule } from '../features/assets/module';
import { cashesModule } from '../features/cashes/module';
import { cryptosModule } from '../features/cryptos/module';
import { fundsModule } from '../features/funds/module';
import { newsModule } from '../features/news/module';
import { notificationsModule } from '../features/notifications/module';
import { plansModule } from '../features/plans/module';
import { portfoliosModule } from '../features/portfolios/module';
import { stocksModule } from '../features/stocks/module';

/**
 * The features of the web app outside the first load: the one list a new area adds a line to (ADR 049). The route
 * table, the navigation (in this order) and the texts table are composed from it and `first-load-modules.ts`. It is
 * a chunk of its own, which the router fetches on the first navigation to a route it holds (ADR 009).
 */
export const featureModules = [
  fundsModule,
  stocksModule,
  cryptosModule,
  cashesModule,
  assetsModule,
  plansModule,
  portfoliosModule,
  newsModule,
  notificationsModule,
  accountsModule,
  advisorsModule,
  adminsModule,
] as const;
