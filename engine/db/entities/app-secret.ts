import { defineEntity, p } from '@mikro-orm/core';

/** Secrets the product makes for itself when none is configured (the session signing key). */
export const AppSecret = defineEntity({
  name: 'AppSecret',
  tableName: 'app_secrets',
  properties: {
    name: p.string().length(64).primary(),
    value: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
