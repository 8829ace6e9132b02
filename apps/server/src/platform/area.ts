import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BrandConfig } from '@portal/contract/brands';
import { offers, type BrandFeature } from '@portal/contract/domain/brand-features';
import type { MessagingAdapter } from '../adapters/messaging/messaging-adapter';
import type { PushAdapter } from '../adapters/push/push-adapter';
import type { PortalMigration } from '../db/migrations/portal-migration';
import type { Clock } from './runtime/clock';
import type { Config } from './runtime/config';
import type { Database, DatabaseDialect } from './db/db';
import type { EventPublisher } from './runtime/events';
import type { PasswordHasher } from './identity/passwords';
import type { ServiceImplementation } from './http/rpc';
import type { ActorCache } from './identity/sessions';

/*
 * One area, one folder (ADR 048). Each folder under services/ declares, in its `area.ts`, everything it brings to the
 * server: the contract services it implements, the tables it owns and the migrations that make them, its scheduled
 * jobs (interval and the brand feature that turns each on), its routes outside the JSON contract (downloads, streams),
 * its dev-support routes, its seeds and its event subscribers, and which other areas it reads through their public
 * entry. `app.ts`, `start.ts`, `db.ts` and `db/migrate.ts` compose the one list of areas (`areas.ts`); adding an area
 * is a new folder plus one line there. The model is Fastify's encapsulated plugin: one per area.
 */

/** What the platform hands every area: the same objects the request handlers get, plus the brand and the log. */
export type PlatformContext = {
  readonly config: Config;
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  readonly clock: Clock;
  /** Chosen once per server start. */
  readonly serverId: string;
  readonly events: EventPublisher;
  readonly messaging: MessagingAdapter;
  readonly push: PushAdapter;
  readonly passwords: PasswordHasher;
  readonly actorCache: ActorCache;
  readonly brand: BrandConfig;
  readonly log: FastifyBaseLogger;
};

/** Where a seed runs: the demo data are never seeded in production. */
export type SeedContext = {
  readonly clock: Clock;
  readonly passwords: PasswordHasher;
  /** The brand being seeded; absent in the tests that seed for no brand (every fund, no questionnaires). */
  readonly brand: BrandConfig | undefined;
  /** The instant of this seeding (the clock's now when it began). */
  readonly seededAt: Date;
  /** The engine: seeds that write through the ledger lock rows on PostgreSQL. */
  readonly dialect: DatabaseDialect;
};

/**
 * An area's seeds, by stage. The stages run in this order, and within a stage the areas run in the order of their
 * list (so the platform's demo accounts exist before any area seeds their data). Every seed is idempotent: rows that
 * exist are left untouched, so seeding runs at every start.
 */
export type AreaSeeds = {
  /** Reference data every deployment needs; runs in the start's one seeding transaction. */
  readonly reference?: (transaction: Kysely<Database>, context: SeedContext) => Promise<void>;
  /** The demo accounts' data: never in production. */
  readonly demo?: (db: Kysely<Database>, context: SeedContext) => Promise<void>;
  /** The demo catalogue (funds, their documents, IPO offerings): outside production, where the back end has its own. */
  readonly catalogue?: (db: Kysely<Database>, context: SeedContext) => Promise<void>;
  /** The demo accounts' activity on the demo catalogue (fund orders, holdings with corporate actions). */
  readonly demoActivity?: (db: Kysely<Database>, context: SeedContext) => Promise<void>;
};

/** The seed stages in the order they run. */
export const seedStages = [
  'reference',
  'demo',
  'catalogue',
  'demoActivity',
] as const satisfies readonly (keyof AreaSeeds)[];

/** A scheduled job: it runs on one process at a time (platform/runtime/jobs), with its own area's dependencies. */
export type AreaJob<Dependencies> = {
  /** Its lease's name: unique across the server. */
  readonly name: string;
  readonly intervalMs: number;
  /** The brand feature that turns the job on; none: it runs for every brand. */
  readonly feature?: BrandFeature;
  /** A further condition from the configuration (a setting that turns a simulator off, say). */
  readonly when?: (config: Config) => boolean;
  readonly run: (dependencies: Dependencies) => Promise<unknown>;
};

/** What an area's `area.ts` states; `defineArea` checks it and closes it over its dependencies. */
export type AreaDeclaration<Dependencies> = {
  /** The folder's name under services/. */
  readonly name: string;
  /** The other areas it imports, each only through its public entry (areas.test.ts compares this with the imports). */
  readonly uses?: readonly string[];
  readonly services?: readonly ServiceImplementation[];
  /** The tables it owns: only it writes them; others read them through its public entry (table-ownership.test.ts). */
  readonly tables?: readonly string[];
  /** Its migrations by their recorded name (NNNN-title); all areas' migrations run in name order. */
  readonly migrations?: Readonly<Record<string, PortalMigration>>;
  /** Made once per server from the platform's objects; handed to its jobs, routes, dev support and subscribers. */
  readonly dependencies?: (platform: PlatformContext) => Dependencies;
  readonly jobs?: readonly AreaJob<Dependencies>[];
  /** Routes outside the JSON contract: downloads, event streams. */
  readonly routes?: (app: FastifyInstance, dependencies: Dependencies, platform: PlatformContext) => void;
  /** Routes under /api/_dev for the journeys; registered only with PORTAL_DEV_SUPPORT=on, never in production. */
  readonly devSupport?: (app: FastifyInstance, dependencies: Dependencies, platform: PlatformContext) => void;
  /** Subscriptions to domain events (platform/runtime/events), made before any request is answered. */
  readonly subscribers?: (events: EventPublisher, dependencies: Dependencies, platform: PlatformContext) => void;
  readonly seeds?: AreaSeeds;
};

/** A job as the scheduler takes it: bound to its area's dependencies. */
export type BoundJob = { readonly name: string; readonly intervalMs: number; readonly run: () => Promise<void> };

/** An area wired into one server: its parts bound to its dependencies. */
export type WiredArea = {
  readonly name: string;
  /** The jobs the brand and the configuration turn on. */
  readonly jobs: readonly BoundJob[];
  registerRoutes(app: FastifyInstance): void;
  registerDevSupport(app: FastifyInstance): void;
  subscribe(events: EventPublisher): void;
};

/** A job as the list of areas knows it, without its dependencies (for tests and the scale-out proof). */
export type AreaJobInfo = Omit<AreaJob<never>, 'run'>;

/** An area as the list holds it: its declaration's facts, and `wire` to bind its parts for a server. */
export type Area = {
  readonly name: string;
  readonly uses: readonly string[];
  readonly services: readonly ServiceImplementation[];
  readonly tables: readonly string[];
  readonly migrations: Readonly<Record<string, PortalMigration>>;
  readonly jobs: readonly AreaJobInfo[];
  readonly seeds: AreaSeeds;
  /** Which parts it declares (for the test that each area declares what it brings). */
  readonly declares: {
    readonly routes: boolean;
    readonly devSupport: boolean;
    readonly subscribers: boolean;
  };
  wire(platform: PlatformContext): WiredArea;
};

/**
 * The names of a tables type's tables, checked by the compiler: each names a table of the type and none is left out.
 * Importing the type also brings the area's `declare module` into every program that compiles the area.
 */
export function tablesOf<Tables>() {
  return <const Names extends readonly (keyof Tables & string)[]>(
    names: Names &
      (Exclude<keyof Tables, Names[number]> extends never
        ? unknown
        : { missing: Exclude<keyof Tables, Names[number]> }),
  ): readonly string[] => names;
}

/** Whether dev-support routes may be registered: PORTAL_DEV_SUPPORT=on and never in production. */
export function devSupportOn(config: Pick<Config, 'devSupport' | 'nodeEnv'>): boolean {
  return config.devSupport && config.nodeEnv !== 'production';
}

/** A back-office job's condition: the simulator decides (PORTAL_BACK_OFFICE=simulator), not an operator (ADR 051). */
export function simulatedBackOffice(config: Pick<Config, 'backOffice'>): boolean {
  return config.backOffice === 'simulator';
}

/** Whether a job runs for this brand and configuration. */
export function jobIsOn(job: AreaJobInfo, brand: BrandConfig, config: Config): boolean {
  return (job.feature === undefined || offers(brand.flags, job.feature)) && (job.when?.(config) ?? true);
}

/** Checks an area's declaration and returns it as the list holds it. */
export function defineArea<Dependencies = PlatformContext>(declaration: AreaDeclaration<Dependencies>): Area {
  const { name, jobs = [] } = declaration;
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`An area's name is its folder's, in kebab-case: ${name}`);
  for (const migration of Object.keys(declaration.migrations ?? {})) {
    if (!/^\d{4}-[a-z0-9-]+$/.test(migration))
      throw new Error(`${name}: a migration is named NNNN-title: ${migration}`);
  }
  // Without a `dependencies` of its own an area's parts take the platform's objects: Dependencies is then inferred from
  // what its parts read (a subset of PlatformContext, such as { db, clock, events }), which the platform satisfies.
  // An area whose parts need more than the platform has must declare `dependencies`.
  const dependenciesOf =
    declaration.dependencies ?? ((platform: PlatformContext) => platform as unknown as Dependencies);
  return {
    name,
    uses: declaration.uses ?? [],
    services: declaration.services ?? [],
    tables: declaration.tables ?? [],
    migrations: declaration.migrations ?? {},
    jobs: jobs.map(({ name: jobName, intervalMs, feature, when }) => ({ name: jobName, intervalMs, feature, when })),
    seeds: declaration.seeds ?? {},
    declares: {
      routes: declaration.routes !== undefined,
      devSupport: declaration.devSupport !== undefined,
      subscribers: declaration.subscribers !== undefined,
    },
    wire(platform) {
      let made: { readonly value: Dependencies } | undefined;
      // Made at first use, once: an area whose parts are all off for this brand makes nothing.
      const dependencies = () => (made ??= { value: dependenciesOf(platform) }).value;
      return {
        name,
        jobs: jobs
          .filter((job) => jobIsOn(job, platform.brand, platform.config))
          .map((job) => ({
            name: job.name,
            intervalMs: job.intervalMs,
            run: async () => {
              await job.run(dependencies());
            },
          })),
        registerRoutes: (app) => declaration.routes?.(app, dependencies(), platform),
        registerDevSupport: (app) => {
          if (declaration.devSupport !== undefined && devSupportOn(platform.config)) {
            declaration.devSupport(app, dependencies(), platform);
          }
        },
        subscribe: (events) => declaration.subscribers?.(events, dependencies(), platform),
      };
    },
  };
}
