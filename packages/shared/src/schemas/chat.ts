/**
 * Chat (spec §1 chat with a customer-service channel; §2 /admin/chats; §6 admChat): conversations
 * between a buyer company and a supplier company about a product, a store, an order, an enquiry
 * or a bidding project, and conversations of any company with the platform's customer service.
 * Messages carry text, an image or a PDF (2 MB, checked by content), and a client id so that a
 * message sent again after a dropped connection is stored once.
 */
import { z } from 'zod';
import { V, requiredText } from '../validation';
import { LANGUAGES } from '../i18n';
import { CHAT_STATUSES, SUPPORT_STATUSES } from '../states/chat-states';
import { pageOf, pageQuerySchema } from './common';

/** Catalogue keys of the chat messages. */
export const CHAT = {
  empty: 'chat.errors.empty',
  clientId: 'chat.errors.clientId',
} as const;

/** What a buyer–supplier conversation can be about. */
export const CHAT_SUBJECT_KINDS = ['product', 'store', 'order', 'enquiry', 'bidding'] as const;
export type ChatSubjectKind = (typeof CHAT_SUBJECT_KINDS)[number];
export const CHAT_KINDS = ['supplier', 'support'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];
/** Who wrote a message: the customer company, the supplier company, or the platform's customer service. */
export const CHAT_SIDES = ['customer', 'supplier', 'platform'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

export const CHAT_MESSAGE_MAX = 4000;
/** Messages per history page. */
export const CHAT_PAGE_SIZE = 50;
/** Sending: at most this many messages per user in CHAT_RATE_WINDOW_SECONDS. */
export const CHAT_RATE_LIMIT = 20;
export const CHAT_RATE_WINDOW_SECONDS = 60;

/** POST /api/chat/conversations: a buyer starts (or reopens) a conversation with the supplier of what it is about. */
export const startConversationInputSchema = z.object({
  kind: z.enum(CHAT_SUBJECT_KINDS, { error: V.requiredSelect }),
  id: z.uuid({ error: V.requiredSelect }),
  /** a bidding project: the supplier (one of its bidders) to talk to */
  supplierCompanyId: z.uuid({ error: V.requiredSelect }).optional(),
});
export type StartConversationInput = z.infer<typeof startConversationInputSchema>;

/** POST …/messages: a text, an attachment (uploaded first as a chat-attachment), or both. */
export const sendMessageInputSchema = z
  .object({
    clientId: z.string({ error: CHAT.clientId }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: CHAT.clientId }),
    body: z.string().trim().max(CHAT_MESSAGE_MAX, { error: V.tooLong }).default(''),
    attachmentFileId: z.uuid().nullish(),
  })
  .refine((input) => input.body.length > 0 || !!input.attachmentFileId, { path: ['body'], error: CHAT.empty });
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;

export const chatAttachmentSchema = z.object({
  url: z.string(),
  mimeType: z.string(),
  name: z.string(),
  sizeBytes: z.number().int(),
});

export const chatMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  /** increases with every message; history pages and receipts go by it */
  seq: z.number().int(),
  clientId: z.string(),
  senderUserId: z.uuid(),
  senderName: z.string(),
  senderSide: z.enum(CHAT_SIDES),
  body: z.string(),
  attachment: chatAttachmentSchema.nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What the conversation is about, shown as a card above it. */
export const chatSubjectSchema = z.object({
  kind: z.enum(CHAT_SUBJECT_KINDS),
  id: z.uuid(),
  title: z.string(),
  /** an order or enquiry number, a project number */
  reference: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type ChatSubject = z.infer<typeof chatSubjectSchema>;

/** How far the other side has got: the last message delivered to and read by any of its users. */
export const chatReceiptsSchema = z.object({ deliveredSeq: z.number().int(), readSeq: z.number().int() });

export const conversationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CHAT_KINDS),
  status: z.enum(CHAT_STATUSES),
  customer: z.object({ companyId: z.uuid(), name: z.string() }),
  /** null: customer service */
  supplier: z.object({ companyId: z.uuid(), name: z.string() }).nullable(),
  about: chatSubjectSchema.nullable(),
  assignee: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** the reader's side */
  mySide: z.enum(CHAT_SIDES),
  /** whether the reader may write (and, for administrators, assign and close) */
  canWrite: z.boolean(),
  lastMessage: z
    .object({ body: z.string(), hasAttachment: z.boolean(), senderSide: z.enum(CHAT_SIDES), createdAt: z.string() })
    .nullable(),
  unread: z.number().int(),
  other: chatReceiptsSchema,
  lastMessageAt: z.string(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.array(conversationSchema);

export const chatListQuerySchema = z.object({
  q: z.string().trim().max(100, { error: V.tooLong }).optional(),
});

/** GET …/messages: a page of history before `before` (newest last), or the matches of `q`. */
export const messagesQuerySchema = z.object({
  before: z.coerce.number().int().min(1).optional(),
  q: z.string().trim().max(100, { error: V.tooLong }).optional(),
});
export const messagePageSchema = z.object({
  items: z.array(chatMessageSchema),
  /** pass as `before` for the page of older messages; null at the start */
  nextBefore: z.number().int().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const markReadInputSchema = z.object({ seq: z.number().int().min(0) });
export const chatUnreadSchema = z.object({ unread: z.number().int() });

/** /admin/chats: the customer-service queue. */
export const supportQueueQuerySchema = pageQuerySchema.extend({
  status: z.enum(SUPPORT_STATUSES).optional(),
  mine: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const supportQueuePageSchema = pageOf(conversationSchema);
export const supportCountsSchema = z.object(
  Object.fromEntries(SUPPORT_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof SUPPORT_STATUSES)[number],
    z.ZodNumber
  >,
);
export const assignConversationInputSchema = z.object({ userId: z.uuid({ error: V.requiredSelect }) });
export const chatAdministratorSchema = z.object({ id: z.uuid(), name: z.string() });

/** Canned answers administrators keep for customer service, each in one language. */
export const cannedAnswerInputSchema = z.object({
  title: requiredText(80),
  body: requiredText(2000),
  language: z.enum(LANGUAGES, { error: V.requiredSelect }),
});
export type CannedAnswerInput = z.infer<typeof cannedAnswerInputSchema>;
export const cannedAnswerSchema = cannedAnswerInputSchema.extend({ id: z.uuid() });
export type CannedAnswer = z.infer<typeof cannedAnswerSchema>;

/** Beside a customer-service conversation: who the customer is, their recent orders and credit. */
export const chatCustomerSchema = z.object({
  company: z.object({ id: z.uuid(), name: z.string(), kind: z.string(), registrationNo: z.string() }),
  recentOrders: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      status: z.string(),
      grandTotalSen: z.number().int(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
  credit: z.object({ status: z.string(), approvedSen: z.number().int(), availableSen: z.number().int() }).nullable(),
});
export type ChatCustomer = z.infer<typeof chatCustomerSchema>;
