import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { serverClockOf, type Clock } from './platform/clock';
import { ConfigError, type Config } from './platform/config';
import { openDatabase } from './platform/db';
import { createEventPublisher } from './platform/events';
import { createScheduler, type Scheduler } from './platform/jobs';
import { createPasswordHasher } from './platform/passwords';
import { whileStarting } from './platform/start-lock';
import { getBrand } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { activitySimulatorJob, createActivitySimulator } from './services/notification/activity-simulator';
import { fundOrderLifecycleJob, registerFundOrderDevSupport, runFundOrderJob } from './services/fund-order/dev-support';
import { registerStockOrderDevSupport, stockMatchingJob } from './services/stock-order/dev-support';
import { registerCryptoOrderDevSupport } from './services/crypto-order/dev-support';
import { cryptoWalletDependenciesOf } from './services/crypto-wallet/crypto-wallet-context';
import { cryptoDepositCreditingJob, runDepositCrediting } from './services/crypto-wallet/deposits';
import { registerCryptoWalletDevSupport } from './services/crypto-wallet/dev-support';
import { cryptoMatchingJob, runCryptoMatching } from './services/crypto-order/matching';
import { cryptoOrderDependenciesOf } from './services/crypto-order/crypto-order-dependencies';
import {
  cryptoWithdrawalDependenciesOf,
  type CryptoWithdrawalDependencies,
} from './services/crypto-withdrawal/crypto-withdrawal-dependencies';
import { registerCryptoWithdrawalDevSupport } from './services/crypto-withdrawal/dev-support';
import { cryptoWithdrawalJob, runWithdrawalChain } from './services/crypto-withdrawal/lifecycle';
import {
  announceContractNotes,
  contractNoteAnnouncementJob,
} from './services/stock-document/contract-note-announcements';
import { runStockMatching } from './services/stock-order/matching';
import { stockOrderDependenciesOf } from './services/stock-order/stock-order-wiring';
import { cashWithdrawalDependenciesOf } from './services/cash-withdrawal/cash-withdrawal-service';
import { cashWithdrawalJob, registerCashWithdrawalDevSupport } from './services/cash-withdrawal/dev-support';
import { remindExpiringRiskProfiles, riskProfileReminderJob } from './services/suitability/public';
import { runWithdrawalBackOffice } from './services/cash-withdrawal/lifecycle';
import { withdrawalBackOfficeOf } from './services/cash-withdrawal/withdrawal-back-office';
import type { FundOrderDependencies } from './services/fund-order/fund-order-dependencies';
import { advanceIpos } from './services/stock-ipo/lifecycle';
import { registerStockIpoDevSupport, stockIpoLifecycleJob } from './services/stock-ipo/dev-support';
import {
  corporateActionLifecycleJob,
  registerCorporateActionDevSupport,
} from './services/corporate-action/dev-support';
import { advanceCorporateActions } from './services/corporate-action/entitlements';
import { cashDepositBackOfficeJob, registerCashDepositDevSupport } from './services/cash-deposit/dev-support';
import { runDepositBackOffice } from './services/cash-deposit/decisions';
import { depositBackOfficeOf } from './services/cash-deposit/deposit-back-office';
import { cashEddaBankJob, registerCashEddaDevSupport } from './services/cash-edda/dev-support';
import { advanceEddaAuthorisations } from './services/cash-edda/authorisations';
import { eddaBankOf } from './adapters/edda-bank/edda-bank-simulator';
import { createEmbeddedMessaging } from './adapters/messaging/embedded-messaging';
import { accountBankDependenciesOf } from './services/account-bank/account-bank-service';
import { runBankAccountBackOffice } from './services/account-bank/bank-account-changes';
import { bankAccountBackOfficeOf } from './services/account-bank/bank-account-back-office';
import { accountBankBackOfficeJob, registerAccountBankDevSupport } from './services/account-bank/dev-support';
import { accountProfileDependenciesOf } from './services/account-profile/account-profile-service';
import {
  runProfileBackOffice,
  type ChangeRequestBackOfficeDependencies,
} from './services/account-profile/change-decisions';
import { changeRequestBackOfficeOf } from './services/account-profile/change-request-back-office';
import { accountProfileBackOfficeJob, registerAccountProfileDevSupport } from './services/account-profile/dev-support';
import { backEndsOf, simulatedBackEndRefusal } from './adapters/back-ends';

export type RunningServer = {
  readonly app: FastifyInstance;
  /** Where it listens, such as http://127.0.0.1:3000 (the real port when PORT is 0). */
  readonly url: string;
  /** The jobs this process runs while it holds their leases (the demo's activity simulator). */
  readonly scheduler: Scheduler;
  /** Stops the jobs and accepting connections, finishes the requests in flight, then closes the database. */
  close(): Promise<void>;
};

export type StartOptions = {
  readonly logger?: FastifyBaseLogger | false;
  readonly clock?: Clock;
};

function urlOf(app: FastifyInstance, config: Config): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? (address satisfies AddressInfo).port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}

/**
 * Opens the database, migrates it, seeds it, builds the app, listens and starts the scheduled jobs: what `npm start`
 * does. The clock and the event publisher are made here and handed to the app, so the jobs publish through the same
 * ones as the requests (an event of the activity simulator is pushed like any other).
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  // A production start on a simulated back end goes no further, unless it is a demonstration (ADR 051).
  const refusal = simulatedBackEndRefusal(config, backEndsOf(config));
  if (refusal !== undefined) throw new ConfigError(refusal);
  let app: FastifyInstance | undefined;
  const database = openDatabase(config, {
    backgroundCheckpoints: true,
    onCheckpointError: (message) => app?.log.error({ message }, 'SQLite background checkpoint failed'),
  });
  const clock = options.clock ?? serverClockOf(config);
  const serverId = randomUUID();
  // The app's logger exists once the app does; failed after-commit actions are reported there.
  const events = createEventPublisher({
    clock,
    log: { error: (object: unknown, message?: string) => app?.log.error(object, message) },
  });
  const fundOrders: FundOrderDependencies = {
    db: database.db,
    dialect: database.dialect,
    events,
    clock,
    brand: getBrand(config.portalVariant),
  };
  const stockOrders = stockOrderDependenciesOf({ config, db: database.db, clock, events });
  const cryptoOrders = cryptoOrderDependenciesOf({ config, db: database.db, clock, events });
  const cryptoWallets = cryptoWalletDependenciesOf({ config, db: database.db, clock, events });
  const cashWithdrawals = cashWithdrawalDependenciesOf({
    config,
    db: database.db,
    clock,
    events,
    passwords: createPasswordHasher(config),
  });
  // The bank account back office sends its notices through the same simulator as the app's (the outbox).
  const bankAccountContext = (server: FastifyInstance) => ({
    db: database.db,
    clock,
    log: server.log,
    messaging: createEmbeddedMessaging({ db: database.db, clock, log: server.log }),
  });
  let accountProfiles: ChangeRequestBackOfficeDependencies | undefined;
  let cryptoWithdrawals: CryptoWithdrawalDependencies | undefined;
  try {
    // Processes started together on one PostgreSQL database migrate and seed one after the other (ADR 026).
    await whileStarting(database, async () => {
      await migrateToLatest(database);
      await seedDatabase(database.db, clock, {
        demoAccounts: config.nodeEnv !== 'production',
        // The demo fund catalogue (60 funds, five years of prices); a deployment takes its funds from the back end.
        fundCatalogue: config.nodeEnv !== 'production',
        // Each brand lists its own funds (demo and team all 60).
        brand: config.portalVariant,
        passwords: createPasswordHasher(config),
      });
    });
    app = await buildApp({ config, db: database.db, ...options, clock, serverId, events });
    registerFundOrderDevSupport(app, config, fundOrders);
    registerStockOrderDevSupport(app, config, stockOrders);
    registerStockIpoDevSupport(app, config, fundOrders);
    registerCorporateActionDevSupport(app, config, fundOrders);
    registerCashDepositDevSupport(app, config, { ...fundOrders, backOffice: depositBackOfficeOf(config) });
    registerCashEddaDevSupport(app, config, { ...fundOrders, bank: eddaBankOf(config) });
    registerCashWithdrawalDevSupport(app, config, { ...cashWithdrawals, backOffice: withdrawalBackOfficeOf(config) });
    registerAccountBankDevSupport(app, config, {
      ...accountBankDependenciesOf({ ...bankAccountContext(app), config }),
      backOffice: bankAccountBackOfficeOf(config),
    });
    accountProfiles = {
      ...accountProfileDependenciesOf({
        config,
        db: database.db,
        clock,
        messaging: createEmbeddedMessaging({ db: database.db, clock, log: app.log }),
      }),
      backOffice: changeRequestBackOfficeOf(config),
    };
    registerAccountProfileDevSupport(app, config, accountProfiles);
    registerCryptoOrderDevSupport(app, config, cryptoOrders);
    cryptoWithdrawals = cryptoWithdrawalDependenciesOf({
      config,
      db: database.db,
      clock,
      events,
      messaging: createEmbeddedMessaging({ db: database.db, clock, log: app.log }),
    });
    registerCryptoWithdrawalDevSupport(app, config, cryptoWithdrawals);
    registerCryptoWalletDevSupport(app, config, cryptoWallets);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  const listening = app;
  const url = urlOf(listening, config);
  listening.log.info(`Portal (${config.portalVariant}) listening on ${url}`);

  const scheduler = createScheduler({ db: database.db, clock, holder: serverId, log: listening.log });
  if (config.activitySimulator) {
    const simulator = createActivitySimulator({ db: database.db, events, clock });
    scheduler.every(activitySimulatorJob.name, activitySimulatorJob.intervalMs, async () => {
      await simulator.publishOne();
    });
  }
  // Fund orders move through their statuses as the clock passes their times; the demo catalogue gets new NAVs first.
  const demoCatalogue = config.nodeEnv !== 'production';
  scheduler.every(fundOrderLifecycleJob.name, fundOrderLifecycleJob.intervalMs, async () => {
    await runFundOrderJob(fundOrders, { extendPrices: demoCatalogue });
  });
  // Resting stock orders fill against the market's trades as the clock passes them (the matching simulator).
  scheduler.every(stockMatchingJob.name, stockMatchingJob.intervalMs, async () => {
    await runStockMatching(stockOrders);
  });
  // IPOs open (newIPO), close (applications submitted) and allot on their result day as the clock passes.
  if (offers(fundOrders.brand.flags, brandFeatures.ipo)) {
    scheduler.every(stockIpoLifecycleJob.name, stockIpoLifecycleJob.intervalMs, async () => {
      await advanceIpos(fundOrders);
    });
  }
  // Corporate actions record their holders on the ex-date and apply on their dates as the clock passes them.
  if (offers(fundOrders.brand.flags, brandFeatures.corporateActions)) {
    scheduler.every(corporateActionLifecycleJob.name, corporateActionLifecycleJob.intervalMs, async () => {
      await advanceCorporateActions(fundOrders);
    });
  }
  // Deposit requests are taken up and decided by the back-office simulator as the clock passes their times; with
  // PORTAL_BACK_OFFICE=operator they wait for an operator and no back-office job runs (ADR 051).
  const backOfficeSimulated = config.backOffice === 'simulator';
  if (backOfficeSimulated && offers(fundOrders.brand.flags, brandFeatures.cashTopUp)) {
    const deposits = { ...fundOrders, backOffice: depositBackOfficeOf(config) };
    scheduler.every(cashDepositBackOfficeJob.name, cashDepositBackOfficeJob.intervalMs, async () => {
      await runDepositBackOffice(deposits);
    });
  }
  // The simulated bank moves eDDA authorisations through its statuses as the clock passes.
  if (offers(fundOrders.brand.flags, brandFeatures.edda)) {
    scheduler.every(cashEddaBankJob.name, cashEddaBankJob.intervalMs, async () => {
      await advanceEddaAuthorisations({ ...fundOrders, bank: eddaBankOf(config) });
    });
  }
  // A day's contract note is announced (newDocument) once its markets have closed.
  if (offers(fundOrders.brand.flags, brandFeatures.stockDocuments)) {
    scheduler.every(contractNoteAnnouncementJob.name, contractNoteAnnouncementJob.intervalMs, async () => {
      await announceContractNotes({ db: database.db, clock, events });
    });
  }
  // Withdrawals are taken up at the withdraw cut-off and paid or returned at 15:00 (the back-office simulator).
  if (backOfficeSimulated && offers(fundOrders.brand.flags, brandFeatures.cashWithdrawal)) {
    const withdrawalBackOffice = { ...cashWithdrawals, backOffice: withdrawalBackOfficeOf(config) };
    scheduler.every(cashWithdrawalJob.name, cashWithdrawalJob.intervalMs, async () => {
      await runWithdrawalBackOffice(withdrawalBackOffice);
    });
  }
  // Risk profiles entering their last 30 days are reminded once (riskQuestionnaireExpiring; ADR 037).
  if (offers(fundOrders.brand.flags, brandFeatures.riskQuestionnaire)) {
    scheduler.every(riskProfileReminderJob.name, riskProfileReminderJob.intervalMs, async () => {
      await remindExpiringRiskProfiles({ db: database.db, clock, events, timeZone: fundOrders.brand.marketTimeZone });
    });
  }
  // New bank accounts are verified or rejected by the back-office simulator 10 minutes after they were added.
  if (backOfficeSimulated && offers(fundOrders.brand.flags, brandFeatures.accounts)) {
    const bankAccounts = {
      ...accountBankDependenciesOf({ ...bankAccountContext(listening), config }),
      backOffice: bankAccountBackOfficeOf(config),
    };
    scheduler.every(accountBankBackOfficeJob.name, accountBankBackOfficeJob.intervalMs, async () => {
      await runBankAccountBackOffice(bankAccounts);
    });
  }
  // Change requests of the clients' records are decided by the back-office simulator 10 minutes after submission.
  const profiles = accountProfiles;
  if (
    backOfficeSimulated &&
    profiles !== undefined &&
    offers(fundOrders.brand.flags, brandFeatures.accountInformationEdit)
  ) {
    scheduler.every(accountProfileBackOfficeJob.name, accountProfileBackOfficeJob.intervalMs, async () => {
      await runProfileBackOffice(profiles);
    });
  }
  // Resting crypto limit orders fill against the FOS book as its prices move (ADR 042).
  if (offers(fundOrders.brand.flags, brandFeatures.crypto)) {
    scheduler.every(cryptoMatchingJob.name, cryptoMatchingJob.intervalMs, async () => {
      await runCryptoMatching(cryptoOrders);
    });
    // Incoming crypto transfers are credited (or held for the travel rule) once they have their confirmations.
    scheduler.every(cryptoDepositCreditingJob.name, cryptoDepositCreditingJob.intervalMs, async () => {
      await runDepositCrediting(cryptoWallets);
    });
  }
  // Crypto withdrawals are sent, confirmed and completed (or failed) by the simulated chain as the clock passes (ADR 044).
  const withdrawals = cryptoWithdrawals;
  if (withdrawals !== undefined && offers(fundOrders.brand.flags, brandFeatures.crypto)) {
    scheduler.every(cryptoWithdrawalJob.name, cryptoWithdrawalJob.intervalMs, async () => {
      await runWithdrawalChain(withdrawals);
    });
  }
  scheduler.start();

  let closing: Promise<void> | undefined;
  return {
    app: listening,
    url,
    scheduler,
    close: () => {
      closing ??= (async () => {
        try {
          await scheduler.stop();
          await listening.close();
        } finally {
          await database.close();
        }
      })();
      return closing;
    },
  };
}
