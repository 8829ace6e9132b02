import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { systemClock, type Clock } from './platform/clock';
import type { Config } from './platform/config';
import { openDatabase } from './platform/db';
import { createPasswordHasher } from './platform/passwords';

export type RunningServer = {
  readonly app: FastifyInstance;
  /** Where it listens, such as http://127.0.0.1:3000 (the real port when PORT is 0). */
  readonly url: string;
  /** Stops accepting connections, finishes the requests in flight, then closes the database. */
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

/** Opens the database, migrates it, seeds it, builds the app and listens: what `npm start` does. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const database = openDatabase(config);
  let app: FastifyInstance;
  try {
    await migrateToLatest(database);
    await seedDatabase(database.db, options.clock ?? systemClock, {
      demoAccounts: config.nodeEnv !== 'production',
      passwords: createPasswordHasher(config),
    });
    app = await buildApp({ config, db: database.db, ...options });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  const url = urlOf(app, config);
  app.log.info(`Portal (${config.portalVariant}) listening on ${url}`);

  let closing: Promise<void> | undefined;
  return {
    app,
    url,
    close: () => {
      closing ??= (async () => {
        try {
          await app.close();
        } finally {
          await database.close();
        }
      })();
      return closing;
    },
  };
}
