import { defineEntity, p } from '@mikro-orm/core';
import { ACTIVITY_EVENT_TYPES, ACTIVITY_LEVELS, type ActivityDetails } from '../../../schema/entities';
import { Business } from './business';

/**
 * The owner's activity log. `dedupeKey` (e.g. 'audit|<business>|<hour>') lets a job that runs twice
 * write its entry once.
 */
export const ActivityLog = defineEntity({
  name: 'ActivityLog',
  tableName: 'activity_logs',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    business: p.manyToOne(Business),
    campaignId: p.uuid().nullable(),
    eventType: p.enum(ACTIVITY_EVENT_TYPES),
    level: p.enum(ACTIVITY_LEVELS),
    title: p.string().length(200),
    message: p.text(),
    details: p.json<ActivityDetails>().nullable(),
    dedupeKey: p.string().length(200).nullable().unique(),
    createdAt: p.datetime(),
  },
  indexes: [{ properties: ['business', 'createdAt'] }, { properties: ['business', 'eventType', 'createdAt'] }],
});
export type ActivityLogEntity = InstanceType<typeof ActivityLog.class>;
