import * as z from 'zod/mini';
import { canSendReply } from '@export-portal/shared-domain';

/** Customer Support's reply: some text other than whitespace, sent as typed. */
export const replySchema = z.object({
  message: z.string().check(z.refine(canSendReply, 'Write a reply before sending')),
});

export type ReplyDraft = z.input<typeof replySchema>;
