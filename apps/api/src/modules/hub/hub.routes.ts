import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  branchInputSchema,
  branchSchema,
  deliveryRateInputSchema,
  deliveryRateSchema,
  hubStatusSchema,
  stateSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import * as hub from './hub.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/** Registers the seller hub (/api/hub: registration, branches, delivery rates) and the public GET /api/branches. */
export async function hubRoutes(app: FastifyInstance, { db }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['hub'];

  route.get(
    '/api/hub',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Whether my company is registered for the hub (sellPro Read)',
        security,
        response: { 200: hubStatusSchema, ...errors },
      },
    },
    async (request) => hub.getHubStatus(db, request.actor),
  );
  route.post(
    '/api/hub/register',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Register my company for the hub; registering again changes nothing (sellPro Write)',
        security,
        response: { 200: hubStatusSchema, ...errors },
      },
    },
    async (request) => hub.registerHub(db, request.actor),
  );

  route.get(
    '/api/hub/branches',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "My company's branches, oldest first (sellPro Read)",
        security,
        response: { 200: z.array(branchSchema), ...errors },
      },
    },
    async (request) => hub.listBranches(db, request.actor),
  );
  route.post(
    '/api/hub/branches',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Add a branch with its opening hours; the map point comes from the postcode (sellPro Write)',
        security,
        body: branchInputSchema,
        response: { 201: branchSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await hub.createBranch(db, request.actor, request.body)),
  );
  route.put(
    '/api/hub/branches/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Replace one of my branches (sellPro Write)',
        security,
        params: idParams,
        body: branchInputSchema,
        response: { 200: branchSchema, ...errors },
      },
    },
    async (request) => hub.updateBranch(db, request.actor, request.params.id, request.body),
  );
  route.delete(
    '/api/hub/branches/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete one of my branches (sellPro Write)',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await hub.deleteBranch(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  route.get(
    '/api/hub/delivery-rates',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "My company's delivery rates, nearest distance first (sellPro Read)",
        security,
        response: { 200: z.array(deliveryRateSchema), ...errors },
      },
    },
    async (request) => hub.listDeliveryRates(db, request.actor),
  );
  route.post(
    '/api/hub/delivery-rates',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Add a delivery rate: km rounded to a whole number, RM to the sen; one per distance (sellPro Write)',
        security,
        body: deliveryRateInputSchema,
        response: { 201: deliveryRateSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await hub.createDeliveryRate(db, request.actor, request.body)),
  );
  route.put(
    '/api/hub/delivery-rates/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Replace one of my delivery rates (sellPro Write)',
        security,
        params: idParams,
        body: deliveryRateInputSchema,
        response: { 200: deliveryRateSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => hub.updateDeliveryRate(db, request.actor, request.params.id, request.body),
  );
  route.delete(
    '/api/hub/delivery-rates/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete one of my delivery rates (sellPro Write)',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await hub.deleteDeliveryRate(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  route.get(
    '/api/branches',
    {
      schema: {
        tags,
        summary: 'Branches of active sellers for the map, optionally in one state (no sign-in)',
        querystring: z.object({ state: stateSchema.optional() }),
        response: { 200: z.array(branchSchema), 400: apiErrorSchema },
      },
    },
    async (request) => hub.listPublicBranches(db, request.query.state),
  );
}
