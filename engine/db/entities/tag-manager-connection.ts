import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user';

/** What the last publish into the owner's Tag Manager container did (engine/tag-manager/publish-conversion-tag.ts). */
export interface TagManagerPublishRecord {
  accountId: string;
  containerId: string;
  containerPublicId: string;
  versionId: string;
  thankYouPath: string;
  triggerId: string;
  tagId: string;
  publishedAt: string;
}

/**
 * An owner's Google Tag Manager connection: a separate, later consent than Google Ads (incremental
 * authorization), its refresh token stored only as AES-256-GCM ciphertext like the Google Ads one.
 */
export const TagManagerConnectionRecord = defineEntity({
  name: 'TagManagerConnectionRecord',
  tableName: 'tag_manager_connections',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    user: p.manyToOne(User).unique(),
    /** `v1.<iv>.<tag>.<ciphertext>`, base64url: never logged, never sent to the browser. */
    refreshTokenCiphertext: p.text().hidden().lazy(),
    scopes: p.json<string[]>(),
    connectedAt: p.datetime(),
    lastPublish: p.json<TagManagerPublishRecord>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
