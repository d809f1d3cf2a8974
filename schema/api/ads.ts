import { z } from 'zod';
import { hierarchyAdSchema } from '../entities';
import { serverMessageSchema } from '../fields';

/** POST /api/ads/:id/pause and /resume: empty body; the answer carries the changed ad. */
export const adMutationResponseSchema = z.object({ message: serverMessageSchema, ad: hierarchyAdSchema });
export type AdMutationResponse = z.infer<typeof adMutationResponseSchema>;
