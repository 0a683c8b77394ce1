/** Contact form (spec §3, §5 Other): name, e-mail, subject and message, none empty. */
import { z } from 'zod';
import { emailSchema, requiredText } from '../validation';

export const contactMessageInputSchema = z.object({
  name: requiredText(120),
  email: emailSchema,
  subject: requiredText(200),
  message: requiredText(5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
