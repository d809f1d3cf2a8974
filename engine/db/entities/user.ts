import { defineEntity, p } from '@mikro-orm/core';

/** An owner's account. Built-in accounts carry a password hash; OpenID Connect accounts a subject. */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    email: p.string().length(320).unique(),
    firstName: p.string().length(80).nullable(),
    profileImageUrl: p.text().nullable(),
    /** scrypt hash as `scrypt$N$r$p$salt$hash` (base64), null for accounts from an OpenID provider. */
    passwordHash: p.text().nullable().hidden().lazy(),
    oidcSubject: p.string().length(255).nullable().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSignInAt: p.datetime().nullable(),
  },
});
export type UserEntity = InstanceType<typeof User.class>;
