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

/** An administrator's answer to a contact-form message (/admin/messages), e-mailed to its sender. */
export const contactAnswerInputSchema = z.object({ body: requiredText(5000) });
export type ContactAnswerInput = z.infer<typeof contactAnswerInputSchema>;

export const contactAnswerSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  answeredByName: z.string(),
  createdAt: z.string(),
});
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

export const contactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** the answers e-mailed to the sender, oldest first */
  answers: z.array(contactAnswerSchema),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
