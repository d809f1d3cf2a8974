import { defineEntity, p } from '@mikro-orm/core';

/** koa-session's external store: web processes stay stateless (DESIGN.md "Scale"). */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().length(128).primary(),
    data: p.json<Record<string, unknown>>(),
    expiresAt: p.datetime().index(),
  },
});
export type SessionEntity = InstanceType<typeof Session.class>;
