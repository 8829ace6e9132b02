import type { Config } from '../../platform/config';
import type { DatabaseDialect } from '../../platform/db';

export function dialectOf(config: Pick<Config, 'databaseUrl'>): DatabaseDialect {
  return config.databaseUrl === undefined ? 'sqlite' : 'postgres';
}
