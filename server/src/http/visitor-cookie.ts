import { visitorCookie, visitorIdFromCookies } from '@cairn/shared/user/user-id';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The visitor of a request that carries no `X-User-Id` (a page, `/remotes.json`, a beacon): its cookie. */
export function visitorFromCookie(request: FastifyRequest): string | undefined {
  return visitorIdFromCookies(request.headers.cookie);
}

/**
 * The visitor of a page request, minting one (and its cookie) on a first visit, so that a first-time
 * visitor already gets the version of each remote they will keep getting. The host adopts the cookie's
 * id as the visitor id when the browser has none stored (shared/src/user/user-id.ts).
 */
export function pageVisitor(request: FastifyRequest, reply: FastifyReply): string {
  const known = visitorFromCookie(request);
  if (known) return known;
  const minted = crypto.randomUUID();
  reply.header('set-cookie', visitorCookie(minted));
  return minted;
}
