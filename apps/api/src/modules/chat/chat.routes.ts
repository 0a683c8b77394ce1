import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  assignConversationInputSchema,
  cannedAnswerInputSchema,
  cannedAnswerSchema,
  chatAdministratorSchema,
  chatCustomerSchema,
  chatListQuerySchema,
  chatMessageSchema,
  chatUnreadSchema,
  conversationListSchema,
  conversationSchema,
  markReadInputSchema,
  messagePageSchema,
  messagesQuerySchema,
  sendMessageInputSchema,
  startConversationInputSchema,
  supportCountsSchema,
  supportQueuePageSchema,
  supportQueueQuerySchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { streamChat } from './chat-stream';
import * as conversations from './conversation.service';
import * as messages from './message.service';
import * as support from './support.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const sendErrors = { ...errors, 409: apiErrorSchema, 429: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/**
 * Registers chat: /api/chat (conversations, messages, receipts, the live stream) for every
 * signed-in user in the conversations they take part in, and /api/admin/chats with
 * /api/admin/chat-answers for customer service (admChat).
 */
export async function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, clock, storage } = ctx;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['chat'];
  const streams = new Set<() => void>();
  app.metrics.trackStreams('chat', streams);
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  route.get(
    '/api/chat/stream',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'The chat live (text/event-stream): `event: unread` on connect, then `event: message`, `event: receipt` and `event: conversation` for the conversations the user takes part in; `: ping` every 25 s',
        security,
        response: errors,
      },
    },
    async (request, reply) => streamChat(db, request, reply, streams),
  );
  route.get(
    '/api/chat/unread',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Messages from the other side not yet read, over all the user’s conversations (the header badge)',
        security,
        response: { 200: chatUnreadSchema, ...errors },
      },
    },
    async (request) => conversations.unreadTotal(db, request.actor),
  );
  route.get(
    '/api/chat/conversations',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "The user's conversations, latest message first: the company's with suppliers or buyers (its side's area of each subject, Read) and with customer service; administrators (admChat Read): customer service that is theirs or nobody's",
        security,
        querystring: chatListQuerySchema,
        response: { 200: conversationListSchema, ...errors },
      },
    },
    async (request) => conversations.listConversations(db, request.actor, request.query.q),
  );
  route.post(
    '/api/chat/conversations',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'A buyer opens the conversation with the supplier of a product, store, order, enquiry or bidding project (buyEnq, buyOrder or buyBid Write); the same subject opens the same conversation',
        security,
        body: startConversationInputSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => conversations.startConversation(db, request.actor, request.body, clock.now()),
  );
  route.post(
    '/api/chat/support',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The company's conversation with customer service (any buyer or seller user)",
        security,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => conversations.openSupport(db, request.actor, clock.now()),
  );
  route.get(
    '/api/chat/conversations/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One conversation the user takes part in',
        security,
        params: idParams,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => conversations.getConversation(db, request.actor, request.params.id),
  );
  route.get(
    '/api/chat/conversations/:id/messages',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'History: 50 messages before `before` (the newest when absent), oldest first; `q` searches the texts',
        security,
        params: idParams,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await messages.listMessages(db, request.actor, request.params.id, request.query);
      // made by the service from typed rows: sent as JSON without checking each of the 50 messages again
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(page) as never);
    },
  );
  route.post(
    '/api/chat/conversations/:id/messages',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Send a message (text and/or a chat-attachment upload), stored before it is answered; the same clientId again answers the stored message; 429 above 20 messages a minute',
        security,
        params: idParams,
        body: sendMessageInputSchema,
        response: { 201: chatMessageSchema, ...sendErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await messages.sendMessage(db, request.actor, request.params.id, request.body, clock.now())),
  );
  route.post(
    '/api/chat/conversations/:id/read',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The user has read the conversation up to `seq`; answers the unread total',
        security,
        params: idParams,
        body: markReadInputSchema,
        response: { 200: chatUnreadSchema, ...errors },
      },
    },
    async (request) => conversations.markRead(db, request.actor, request.params.id, request.body.seq),
  );
  route.get(
    '/api/chat/messages/:id/attachment',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A message's image or PDF, to the conversation's participants",
        security,
        params: idParams,
        response: { 200: z.any().describe('the file bytes'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await messages.messageAttachment({ db, storage }, request.actor, request.params.id);
      return reply
        .type(file.mimeType)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  // customer service (admChat)
  route.get(
    '/api/admin/chats',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'The customer-service queue by state (new, assigned, waiting, closed), latest message first (admChat Read)',
        security,
        querystring: supportQueueQuerySchema,
        response: { 200: supportQueuePageSchema, ...errors },
      },
    },
    async (request) => support.supportQueue(db, request.actor, request.query),
  );
  route.get(
    '/api/admin/chats/counts',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'How many conversations each state of the queue holds (admChat Read)',
        security,
        response: { 200: supportCountsSchema, ...errors },
      },
    },
    async (request) => support.supportCounts(db, request.actor),
  );
  route.get(
    '/api/admin/chats/administrators',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Administrators a conversation can be assigned to (admChat Write) (admChat Read)',
        security,
        response: { 200: z.array(chatAdministratorSchema), ...errors },
      },
    },
    async (request) => support.chatAdministrators(db, request.actor),
  );
  route.get(
    '/api/admin/chats/:id/customer',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The customer's company, latest orders and credit, beside the conversation (admChat Read)",
        security,
        params: idParams,
        response: { 200: chatCustomerSchema, ...errors },
      },
    },
    async (request) => support.chatCustomer(db, request.actor, request.params.id),
  );
  route.post(
    '/api/admin/chats/:id/assign',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Assign the conversation to an administrator (admChat Write)',
        security,
        params: idParams,
        body: assignConversationInputSchema,
        response: { 200: conversationSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => support.assignConversation(db, request.actor, request.params.id, request.body.userId),
  );
  route.post(
    '/api/admin/chats/:id/close',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Close the conversation; the customer writing again reopens it as new (admChat Write)',
        security,
        params: idParams,
        response: { 200: conversationSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => support.closeConversation(db, request.actor, request.params.id),
  );
  route.get(
    '/api/admin/chat-answers',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Canned answers, the reader's language first (admChat Read)",
        security,
        response: { 200: z.array(cannedAnswerSchema), ...errors },
      },
    },
    async (request) => support.listCannedAnswers(db, request.actor),
  );
  route.post(
    '/api/admin/chat-answers',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Add a canned answer (admChat Write)',
        security,
        body: cannedAnswerInputSchema,
        response: { 201: cannedAnswerSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await support.createCannedAnswer(db, request.actor, request.body)),
  );
  route.put(
    '/api/admin/chat-answers/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Change a canned answer (admChat Write)',
        security,
        params: idParams,
        body: cannedAnswerInputSchema,
        response: { 200: cannedAnswerSchema, ...errors },
      },
    },
    async (request) => support.updateCannedAnswer(db, request.actor, request.params.id, request.body),
  );
  route.delete(
    '/api/admin/chat-answers/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Remove a canned answer (admChat Write)',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await support.deleteCannedAnswer(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
