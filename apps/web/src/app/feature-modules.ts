import { accountsModule } from '../features/accounts/module';
import { adminsModule } from '../features/admins/module';
import { advisorsModule } from '../features/advisors/module';
import { assetsModule } from '../features/assets/module';
import { cashesModule } from '../features/cashes/module';
import { cryptosModule } from '../features/cryptos/module';
import { fundsModule } from '../features/funds/module';
import { homeModule } from '../features/home/module';
import { maintenanceModule } from '../features/maintenance/module';
import { newsModule } from '../features/news/module';
import { notificationsModule } from '../features/notifications/module';
import { plansModule } from '../features/plans/module';
import { portfoliosModule } from '../features/portfolios/module';
import { stocksModule } from '../features/stocks/module';
import { usersModule } from '../features/users/module';

/**
 * Every feature of the web app, the one list a new area adds a line to (ADR 049): the route table, the navigation
 * (in this order) and the texts table are composed from it.
 */
export const featureModules = [
  homeModule,
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
  usersModule,
  maintenanceModule,
] as const;
