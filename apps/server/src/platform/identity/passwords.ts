import argon2 from 'argon2';
import type { Config } from '../runtime/config';

/**
 * argon2id with OWASP's baseline cost (19 MiB, 2 passes). Service tests (NODE_ENV=test) hash with a light cost so a
 * fuzz test can try a thousand logins; the cost travels inside each hash, so verifying always uses the hash's own.
 */
const standardCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const testCost = { memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so an unknown account answers as slowly as a wrong password. */
  verifyNothing(password: string): Promise<void>;
};

export function createPasswordHasher(config: Pick<Config, 'nodeEnv'>): PasswordHasher {
  const cost = config.nodeEnv === 'test' ? testCost : standardCost;
  const hash = (password: string) => argon2.hash(password, { type: argon2.argon2id, ...cost });
  // A hash of a random password made once, for verifyNothing.
  let decoy: Promise<string> | undefined;
  return {
    hash,
    async verify(stored, password) {
      try {
        return await argon2.verify(stored, password);
      } catch {
        // A malformed stored hash never lets anyone in.
        return false;
      }
    },
    async verifyNothing(password) {
      decoy ??= hash(crypto.randomUUID());
      await argon2.verify(await decoy, password).catch(() => false);
    },
  };
}
