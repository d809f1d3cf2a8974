import { z } from 'zod';
import { isoDateTimeSchema } from '../fields';

/**
 * POST /api/account/delete: the owner types their account's e-mail to confirm; everything of theirs
 * is deleted (after GET /api/account/export has offered them a copy).
 */
export const deleteAccountRequestSchema = z.object({
  confirmEmail: z.string({ error: 'Type your e-mail address to confirm' }).trim().min(1, { message: 'Type your e-mail address to confirm' }).max(320),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true), rows: z.number().int().nonnegative() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** GET /api/account/export: every row the product holds about the owner, secrets left out, one list per table. */
const rowSchema = z.record(z.string(), z.unknown());
export const accountExportResponseSchema = z
  .object({ exportedAt: isoDateTimeSchema, user: rowSchema, business: rowSchema.nullable() })
  .catchall(z.array(rowSchema));
export type AccountExport = z.infer<typeof accountExportResponseSchema>;
