import { isValidUserId } from '@cairn/shared/user/user-id';
import type { FastifyRequest } from 'fastify';

export class InvalidVisitorIdError extends Error {
  readonly statusCode = 400;
  constructor() {
    super('Invalid X-User-Id header: it must be a UUID (versions 1 to 5)');
  }
}

/**
 * The visitor's id (SPEC §6): the `X-User-Id` header, else the body's `user_id`, else a new one that the
 * task reports back (the client then adopts it). A header that is present but malformed is a 400: it
 * means a broken client, and silently replacing it would split one visitor's submissions.
 */
export function visitorId(request: FastifyRequest, bodyUserId?: string): string {
  const header = request.headers['x-user-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && value !== '') {
    if (!isValidUserId(value)) throw new InvalidVisitorIdError();
    return value.toLowerCase();
  }
  if (isValidUserId(bodyUserId)) return bodyUserId.toLowerCase();
  return crypto.randomUUID();
}

/** The `X-User-Id` header's visitor, undefined when absent; malformed is a 400 as above. */
export function optionalVisitorId(request: FastifyRequest): string | undefined {
  const header = request.headers['x-user-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return undefined;
  if (!isValidUserId(value)) throw new InvalidVisitorIdError();
  return value.toLowerCase();
}

export class MissingVisitorIdError extends Error {
  readonly statusCode = 400;
  constructor() {
    super('Send your visitor id in the X-User-Id header: a vote belongs to one visitor');
  }
}

/** The `X-User-Id` header's visitor for a write that belongs to one (a vote): required, never invented. */
export function requiredVisitorId(request: FastifyRequest): string {
  const visitor = optionalVisitorId(request);
  if (visitor === undefined) throw new MissingVisitorIdError();
  return visitor;
}
