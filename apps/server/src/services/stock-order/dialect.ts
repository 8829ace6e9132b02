import type { Config } from '../../platform/runtime/config';
import type { DatabaseDialect } from '../../platform/db/db';

export function dialectOf(config: Pick<Config, 'databaseUrl'>): DatabaseDialect {
  return config.databaseUrl === undefined ? 'sqlite' : 'postgres';
}
