import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user';

/**
 * An owner's Google Ads connection (one per user). The refresh token is stored only as AES-256-GCM
 * ciphertext (engine/google-ads/token-cipher.ts); nothing else here is secret. While the owner has
 * several accounts to choose from, `status` is 'choosing' and `candidates` lists them.
 */
export const GoogleAdsConnectionRecord = defineEntity({
  name: 'GoogleAdsConnectionRecord',
  tableName: 'google_ads_connections',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    user: p.manyToOne(User).unique(),
    status: p.enum(['choosing', 'connected', 'broken'] as const),
    /** `v1.<iv>.<tag>.<ciphertext>`, base64url: never logged, never sent to the browser. */
    refreshTokenCiphertext: p.text().hidden().lazy(),
    customerId: p.string().length(20).nullable(),
    loginCustomerId: p.string().length(20).nullable(),
    accountName: p.string().length(255).nullable(),
    currencyCode: p.string().length(3).nullable(),
    timeZone: p.string().length(64).nullable(),
    candidates: p.json<{ customerId: string; loginCustomerId: string | null; name: string; currencyCode: string }[]>().nullable(),
    warnings: p.json<string[]>().nullable(),
    conversionActionId: p.string().length(32).nullable(),
    /** The Google tag and event snippet the API returned for the conversion action (not secret: it goes on the owner's site). */
    tagSnippet: p.json<{ globalSiteTag: string; eventSnippet: string; conversionId: string; conversionLabel: string }>().nullable(),
    connectedAt: p.datetime().nullable(),
    lastSyncAt: p.datetime().nullable(),
    /** When Google refused the grant or the account (engine/google-ads/access-lost.ts); cleared by a fresh grant. */
    brokenAt: p.datetime().nullable(),
    brokenReason: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** Operations spent per developer token and UTC day, shared by every process (quota accounting). */
export const GoogleAdsQuotaUsage = defineEntity({
  name: 'GoogleAdsQuotaUsage',
  tableName: 'google_ads_quota_usage',
  properties: {
    day: p.string().length(10).primary(),
    operations: p.integer(),
  },
});

/** Google Ads operations per business and UTC day: what each business costs the project's quota. */
export const GoogleAdsBusinessOperations = defineEntity({
  name: 'GoogleAdsBusinessOperations',
  tableName: 'google_ads_business_operations',
  properties: {
    businessId: p.uuid().primary(),
    day: p.string().length(10).primary(),
    operations: p.integer(),
  },
});
