import { defineEntity, p } from '@mikro-orm/core';
import { Business } from './business';
import { Campaign } from './campaign';

export const AdGroup = defineEntity({
  name: 'AdGroup',
  tableName: 'ad_groups',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    business: p.manyToOne(Business),
    campaign: p.manyToOne(Campaign).index(),
    name: p.string().length(200),
    theme: p.string().length(200).default(''),
    status: p.enum(['active', 'paused'] as const),
    platformAdGroupId: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['business', 'createdAt'] }],
});
export type AdGroupEntity = InstanceType<typeof AdGroup.class>;
