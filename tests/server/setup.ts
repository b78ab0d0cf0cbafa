/**
 * The server suite hashes passwords at an eighth of the real cost (scrypt N = 2^13 instead of
 * 2^15): every file makes an admin and signs in, many make staff, and at the real cost those
 * hashes were a third of the suite's time. Verifying reads the cost from the stored hash, so every
 * path is the real one; the unknown-username check spends what a known one does at this cost, as
 * it does at the real one (authAttacks.test.ts times them). authPrimitives.test.ts proves the real
 * cost, on the real module.
 */
import { vi } from 'vitest';
import type * as Password from '../../server/auth/password';

vi.mock('../../server/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof Password>();
  const cost = { ...real.COST, N: 2 ** 13 };
  const dummy = real.dummyHash(cost);
  return {
    ...real,
    hashPassword: (password: string) => real.hashPasswordAt(password, cost),
    verifyAgainstDummy: async (password: string) => {
      await real.verifyPassword(password, dummy);
      return false as const;
    },
  };
});
