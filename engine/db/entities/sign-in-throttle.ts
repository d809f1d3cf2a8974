import { defineEntity, p } from '@mikro-orm/core';

/**
 * Failed sign-in attempts per account (any address) or per trusted device, shared by every web
 * process (docs/security.md "Password guessing"). The key is a SHA-256 of `account:<e-mail>` or
 * `device:<nonce>`, so the table does not collect the addresses people typed.
 */
export const SignInThrottle = defineEntity({
  name: 'SignInThrottle',
  tableName: 'sign_in_throttles',
  properties: {
    key: p.string().length(64).primary(),
    /** Checked attempts since the last success (or since a quiet day). */
    failures: p.integer(),
    /** No password is checked for this key before this moment. */
    lockedUntil: p.datetime(),
    /** The last checked attempt; rows quiet for a day are deleted. */
    updatedAt: p.datetime().index(),
  },
});
