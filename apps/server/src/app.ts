import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { services } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { createEmbeddedMessaging } from './adapters/messaging/embedded-messaging';
import type { MessagingAdapter } from './adapters/messaging/messaging-adapter';
import type { PushAdapter } from './adapters/push/push-adapter';
import { createWebPushAdapter } from './adapters/push/web-push-adapter';
import { registerApiDocs } from './platform/api-docs';
import { serverClockOf, type Clock } from './platform/clock';
import type { Config } from './platform/config';
import type { Database } from './platform/db';
import { answerFrameworkError, registerErrorHandling, requestBodyLimitBytes } from './platform/errors';
import { registerDevSupport } from './platform/dev-support';
import { createEventPublisher, type EventPublisher } from './platform/events';
import { registerJsonBodyParser } from './platform/json-body';
import { rawErrorServerOptions, registerRawErrorAnswers } from './platform/raw-errors';
import { createPasswordHasher } from './platform/passwords';
import { buildOpenApiDocument } from './platform/openapi';
import { registerRequestIdEcho, requestIdOf } from './platform/request-id';
import { assertEveryOperationBound, bindServices } from './platform/rpc';
import { registerSecurityHeaders } from './platform/security-headers';
import { createActorCache } from './platform/sessions';
import { registerSpa } from './platform/spa';
import { accountImplementation } from './services/account/account-service';
import { currencyImplementation } from './services/currency/currency-service';
import { exampleImplementation } from './services/example/example-service';
import { fundDefinitionImplementation } from './services/fund-definition/fund-definition-service';
import { registerFundDocumentFiles } from './services/fund-document/download-route';
import { fundDocumentImplementation } from './services/fund-document/fund-document-service';
import { fundHoldingImplementation } from './services/fund-holding/fund-holding-service';
import { fundOrderImplementation } from './services/fund-order/fund-order-service';
import { legalAgreementImplementation } from './services/legal-agreement/legal-agreement-service';
import { registerNotificationDevSupport } from './services/notification/dev-support';
import { subscribeNotifications } from './services/notification/notification-events';
import { notificationImplementation } from './services/notification/notification-service';
import { preferenceImplementation } from './services/preference/preference-service';
import { registerPushDevSupport } from './services/push/dev-support';
import { createPushSender } from './services/push/push-sender';
import { pushImplementation } from './services/push/push-service';
import { registerQuoteStream } from './services/stock-market/quote-stream-route';
import { stockMarketImplementation } from './services/stock-market/stock-market-service';
import { registerProspectusFiles } from './services/stock-ipo/prospectus-route';
import { stockIpoImplementation } from './services/stock-ipo/stock-ipo-service';
import { corporateActionImplementation } from './services/corporate-action/corporate-action-service';
import { stockOrderImplementation } from './services/stock-order/stock-order-wiring';
import { cashImplementation } from './services/cash-withdrawal/cash-withdrawal-service';
import { stepUpImplementation } from './services/step-up/step-up-service';
import { accountNoticeImplementation } from './services/account-notice/account-notice-service';
import { subscribeTradeNotices } from './services/trade-notice/trade-notices';
import { registerStockDocumentFiles } from './services/stock-document/download-route';
import { stockDocumentImplementation } from './services/stock-document/stock-document-service';
import { cashMovementImplementation } from './services/cash-movement/cash-movement-service';
import { cashFxImplementation } from './services/cash-fx/cash-fx-service';
import { cashDepositImplementation } from './services/cash-deposit/cash-deposit-service';
import { registerDepositProofFiles } from './services/cash-deposit/proof-route';
import { cashEddaImplementation } from './services/cash-edda/cash-edda-service';
import { suitabilityImplementation } from './services/suitability/suitability-service';
import { accountBankImplementation } from './services/account-bank/account-bank-service';
import { accountTaxImplementation } from './services/account-tax/account-tax-service';
import { accountProfileImplementation } from './services/account-profile/account-profile-service';
import { accountCredentialImplementation } from './services/account-credential/account-credential-service';
import { cryptoMarketImplementation } from './services/crypto-market/crypto-market-service';
import { registerCryptoQuoteStream } from './services/crypto-market/crypto-quote-stream';
import { cryptoOrderImplementation } from './services/crypto-order/crypto-order-service';
import { cryptoWithdrawalImplementation } from './services/crypto-withdrawal/crypto-withdrawal-service';
import { cryptoWalletImplementation } from './services/crypto-wallet/crypto-wallet-service';

export type AppDependencies = {
  readonly config: Config;
  readonly db: Kysely<Database>;
  /** Defaults to the system clock (one that POST /api/_dev/clock can move forward, with PORTAL_DEV_SUPPORT=on). */
  readonly clock?: Clock;
  /** A pino logger to use, or false for none; by default one is made at config.logLevel. */
  readonly logger?: FastifyBaseLogger | false;
  /** Defaults to a new random UUID: a value new at each server start. */
  readonly serverId?: string;
  /** Defaults to the embedded simulator, which writes an outbox (and the log). */
  readonly messaging?: MessagingAdapter;
  /** Defaults to a new publisher on this app's clock and log. */
  readonly events?: EventPublisher;
  /** Defaults to the web-push library's encryption and VAPID signing, sent with fetch. */
  readonly push?: PushAdapter;
};

/** Every service implementation; the start fails if the contract declares an operation none of them answers. */
const implementations = [
  exampleImplementation,
  currencyImplementation,
  accountImplementation,
  preferenceImplementation,
  legalAgreementImplementation,
  notificationImplementation,
  pushImplementation,
  fundDefinitionImplementation,
  fundOrderImplementation,
  fundHoldingImplementation,
  fundDocumentImplementation,
  stockMarketImplementation,
  stockIpoImplementation,
  corporateActionImplementation,
  stockOrderImplementation,
  stockDocumentImplementation,
  cashMovementImplementation,
  cashFxImplementation,
  cashDepositImplementation,
  cashEddaImplementation,
  cashImplementation,
  stepUpImplementation,
  accountNoticeImplementation,
  suitabilityImplementation,
  accountBankImplementation,
  accountTaxImplementation,
  accountProfileImplementation,
  accountCredentialImplementation,
  cryptoMarketImplementation,
  cryptoOrderImplementation,
  cryptoWithdrawalImplementation,
  cryptoWalletImplementation,
];

/** The whole portal server as a Fastify instance, not listening: `main` listens, tests call `inject`. */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, db, serverId = randomUUID() } = dependencies;
  // With PORTAL_DEV_SUPPORT=on the journeys may move the server's clock forward (POST /api/_dev/clock).
  const clock = dependencies.clock ?? serverClockOf(config);
  const app = Fastify({
    ...(dependencies.logger === undefined
      ? { logger: { level: config.logLevel } }
      : dependencies.logger === false
        ? { logger: false }
        : { loggerInstance: dependencies.logger }),
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: requestBodyLimitBytes,
    frameworkErrors: answerFrameworkError,
    // Errors below the app (the HTTP parser's, Node's Host check, closing) answer in the house shape too.
    ...rawErrorServerOptions,
  });

  registerRequestIdEcho(app);
  registerSecurityHeaders(app, config);
  registerErrorHandling(app);
  registerRawErrorAnswers(app);
  registerJsonBodyParser(app);

  const messaging = dependencies.messaging ?? createEmbeddedMessaging({ db, clock, log: app.log });
  const events = dependencies.events ?? createEventPublisher({ clock, log: app.log });
  // A graceful shutdown lets the pushes of events already committed go out first.
  app.addHook('onClose', () => events.settled());
  // Every domain event becomes a notification in its transaction; once committed, a web push to the account's browsers.
  const pushSender = createPushSender({
    config,
    db,
    clock,
    adapter: dependencies.push ?? createWebPushAdapter(),
    log: app.log,
  });
  subscribeNotifications(events, { afterStored: (notification) => pushSender.sendFor(notification) });
  // Every executed trade (a stock fill, a settled fund order) sends a notice to the registered e-mail or phone.
  subscribeTradeNotices(events, { db, clock, messaging, log: app.log });
  const serviceDependencies = {
    config,
    db,
    clock,
    serverId,
    passwords: createPasswordHasher(config),
    messaging,
    events,
    actorCache: createActorCache(),
  };
  bindServices(app, implementations, serviceDependencies);
  // The live stock quotes: one server-sent event stream per tab, fed by the process's one ticker (issue 15).
  registerQuoteStream(app, serviceDependencies);
  registerCryptoQuoteStream(app, serviceDependencies);
  // The PDFs the document listings link to (a binary GET, outside the JSON contract).
  registerFundDocumentFiles(app, { db, clock });
  registerStockDocumentFiles(app, serviceDependencies);
  registerProspectusFiles(app, {
    db,
    clock,
    offered: offers(getBrand(config.portalVariant).flags, brandFeatures.ipo),
  });
  registerDepositProofFiles(app, {
    db,
    clock,
    offered: offers(getBrand(config.portalVariant).flags, brandFeatures.cashTopUp),
  });
  registerDevSupport(app, config, db, clock);
  registerNotificationDevSupport(app, { config, db, events, clock });
  registerPushDevSupport(app, { config, db, clock });
  assertEveryOperationBound(app, services);
  registerApiDocs(app, buildOpenApiDocument(services));

  await registerSpa(app, {
    webDistDir: config.webDistDir,
    brand: getBrand(config.portalVariant),
    demonstration: config.demonstration,
  });
  return app;
}
