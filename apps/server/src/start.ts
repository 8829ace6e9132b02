import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp, wiredAreasOf } from './app';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { serverClockOf, type Clock } from './platform/runtime/clock';
import { ConfigError, type Config } from './platform/runtime/config';
import { openDatabase } from './platform/db/db';
import { createEventPublisher } from './platform/runtime/events';
import { createScheduler, type Scheduler } from './platform/runtime/jobs';
import { createPasswordHasher } from './platform/identity/passwords';
import { whileStarting } from './platform/db/start-lock';
import { backEndsOf, simulatedBackEndRefusal } from './adapters/back-ends';

export type RunningServer = {
  readonly app: FastifyInstance;
  /** Where it listens, such as http://127.0.0.1:3000 (the real port when PORT is 0). */
  readonly url: string;
  /** The jobs the areas declare, which this process runs while it holds their leases. */
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
 * ones as the requests (an event a job publishes is pushed like any other).
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
  try {
    // Processes started together on one PostgreSQL database migrate and seed one after the other (ADR 026).
    await whileStarting(database, async () => {
      await migrateToLatest(database);
      await seedDatabase(database.db, clock, {
        demoAccounts: config.nodeEnv !== 'production',
        // The demo catalogue (the areas' `catalogue` seeds); a deployment takes its catalogue from the back end.
        demoCatalogue: config.nodeEnv !== 'production',
        brand: config.portalVariant,
        passwords: createPasswordHasher(config),
      });
    });
    app = await buildApp({ config, db: database.db, ...options, clock, serverId, events });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  const listening = app;
  const url = urlOf(listening, config);
  listening.log.info(`Portal (${config.portalVariant}) listening on ${url}`);

  // Every job the areas declare and this brand and configuration turn on, each with its own area's dependencies.
  const scheduler = createScheduler({ db: database.db, clock, holder: serverId, log: listening.log });
  for (const area of wiredAreasOf(listening)) {
    for (const job of area.jobs) scheduler.every(job.name, job.intervalMs, job.run);
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
