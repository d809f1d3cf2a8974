import { z } from 'zod';
import { serverMessageSchema } from '../fields';

/** The names AdPilot gives what it creates in the owner's container: a retry finds them again by name. */
export const TAG_MANAGER_NAMES = {
  workspace: 'AdPilot conversion tracking',
  trigger: 'AdPilot - thank-you page',
  tag: 'AdPilot - Google Ads conversion',
  linker: 'AdPilot - Conversion Linker',
  version: 'AdPilot: Google Ads conversion tracking',
} as const;

/**
 * The thank-you page's path as the owner gives it ("/thank-you", or the page's whole address, whose
 * path is kept): what the trigger's "Page URL contains" compares with. No spaces, no Tag Manager
 * variable braces, at most 200 characters.
 */
export const thankYouPathSchema = z
  .string({ error: 'thankYouPath must be text' })
  .trim()
  .min(1, { error: 'Give the address of your thank-you page, e.g. /thank-you' })
  .max(200, { error: 'The thank-you page address is too long' })
  .transform((text) => {
    if (/^https?:\/\//i.test(text)) {
      try {
        const url = new URL(text);
        return `${url.pathname}${url.search}`;
      } catch {
        return text;
      }
    }
    return text.startsWith('/') ? text : `/${text}`;
  })
  .pipe(
    z
      .string()
      .regex(/^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/, { error: 'The thank-you page address may only hold the characters of a web address (no spaces)' })
      .refine((path) => path.length > 1, { error: 'Give the thank-you page itself, not the home page (/)' }),
  );

/** GET /api/tag-manager/connection: whether the owner can publish, and what the last publish did. */
export const tagManagerStatusSchema = z.object({
  /** Live Google is configured on this server (GOOGLE_ADS_CLIENT_ID/SECRET); false in demo mode. */
  available: z.boolean(),
  /** A Google Ads account is connected and gave a conversion id and label to put in the tag. */
  googleAdsReady: z.boolean(),
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
  lastPublish: z
    .object({
      containerPublicId: z.string(),
      versionId: z.string(),
      thankYouPath: z.string(),
      publishedAt: z.string(),
    })
    .nullable(),
});
export type TagManagerStatus = z.infer<typeof tagManagerStatusSchema>;

/** GET /api/tag-manager/containers: the web containers the owner's Google account can reach. */
export const tagManagerContainersResponseSchema = z.object({
  containers: z.array(
    z.object({
      accountId: z.string(),
      accountName: z.string(),
      containerId: z.string(),
      /** GTM-XXXX */
      publicId: z.string(),
      name: z.string(),
    }),
  ),
});
export type TagManagerContainersResponse = z.infer<typeof tagManagerContainersResponseSchema>;

const gtmIdSchema = (name: string) => z.string().regex(/^\d{1,20}$/, { error: `${name} must be the digits of a Tag Manager id` });

/** POST /api/tag-manager/publish: the container chosen and the thank-you page. */
export const publishConversionTagRequestSchema = z
  .object({ accountId: gtmIdSchema('accountId'), containerId: gtmIdSchema('containerId'), thankYouPath: thankYouPathSchema })
  .strict();
export type PublishConversionTagRequest = z.input<typeof publishConversionTagRequestSchema>;

export const publishConversionTagResponseSchema = z.object({
  /** "Published version 4 in container GTM-XXXX." */
  message: z.string(),
  containerPublicId: z.string(),
  versionId: z.string(),
  thankYouPath: z.string(),
  /** Names of what this publish created, and of what it found already there (a retry creates nothing twice). */
  created: z.array(z.string()),
  reused: z.array(z.string()),
});
export type PublishConversionTagResponse = z.infer<typeof publishConversionTagResponseSchema>;

/** POST /api/tag-manager/disconnect: AdPilot forgets its Tag Manager access. */
export const disconnectTagManagerResponseSchema = z.object({ message: serverMessageSchema, status: tagManagerStatusSchema });
export type DisconnectTagManagerResponse = z.infer<typeof disconnectTagManagerResponseSchema>;

/** The query the Tag Manager OAuth callback puts on /settings (tagManagerStep, error). */
export const tagManagerReturnQuerySchema = z.object({
  tagManagerStep: z.enum(['completed', 'failed']),
  error: z.string().optional(),
});
