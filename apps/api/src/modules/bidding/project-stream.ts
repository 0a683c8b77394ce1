/**
 * A project page followed live, as server-sent events (lib/live-stream): on connect `event: project`
 * with the project as its reader's GET answers it, again after every committed change (a bid placed
 * or revised, the buyer's choices, an award, bidding opening or ending by the clock). Access is the
 * GET's, checked at connect and again before every frame and ping with the user loaded afresh, so a
 * user deactivated, blocked or moved away stops receiving; a supplier sees only what its GET shows.
 */
import { AsyncResource } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { openLiveStream, sseFrame } from '../../lib/live-stream';
import type { Actor } from '../../lib/request-context';
import type { AppContext } from '../../lib/context';
import { loadSessionActor } from '../identity/index';
import { watchProject } from './project-history';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Answers the request with the project's event stream, reading it with `read` (which checks access and may throw). */
export async function streamProject(
  ctx: Ctx,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  streams: Set<() => void>,
  read: (ctx: Ctx, actor: Actor | null, id: string) => Promise<unknown>,
) {
  const first = sseFrame('project', await read(ctx, request.actor, id));
  const userId = request.actor!.userId;
  // the session the stream was opened in: signing it out ends the stream at its next frame
  const familyId = request.user.fam;
  // bound to the request's execution context, so a frame made when a change arrives (in the event
  // bus's context) reads the clock as the request does (the end-to-end tests' per-request clock offset)
  const current = AsyncResource.bind(async () => {
    const actor = await loadSessionActor(ctx.db, userId, familyId);
    return actor ? read(ctx, actor, id) : null;
  });
  openLiveStream({
    request,
    reply,
    streams,
    first,
    stillAllowed: async () => (await current()) !== null,
    watch: (changed) => watchProject(ctx.db, id, changed),
    next: async () => {
      const project = await current();
      return project === null ? null : sseFrame('project', project);
    },
    log: { biddingProjectId: id },
  });
}
