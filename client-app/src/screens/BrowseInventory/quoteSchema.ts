import * as z from 'zod/mini';
import { quoteMessageProblem } from '@export-portal/shared-domain/conversations';

/** Request Quote: an optional message of at most 2,000 characters, sent trimmed. */
export const quoteSchema = z.object({
  message: z.pipe(
    z.string().check(
      z.superRefine((text: string, context) => {
        const problem = quoteMessageProblem(text.trim());
        if (problem) context.issues.push({ code: 'custom', message: problem, input: text });
      }),
    ),
    z.transform((text: string) => text.trim()),
  ),
});
