import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The one error body of the API (`@cairn/shared/contracts/errors`). */
export interface ErrorBody {
  error: string;
  detail?: unknown;
}

const PART_NAMES: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'request body',
  headers: 'header',
};

/**
 * Every failure answers `{ error, detail? }`. Bad input is the caller's to fix, so it gets a 4xx with a
 * message a person can act on ("Invalid query parameter limit: …"); anything else is our bug: a 500
 * whose body says nothing about internals, and a log line that says everything.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = PART_NAMES[error.validationContext ?? ''] ?? 'request';
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'is invalid',
    }));
    const summary = issues.map((issue) =>
      issue.path ? `${part} ${issue.path}: ${issue.message}` : `${part}: ${issue.message}`,
    );
    return reply
      .code(400)
      .send({ error: `Invalid ${summary.join('; ')}`, detail: { issues } } satisfies ErrorBody);
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (malformed JSON, unsupported media type, body too large) carry useful messages.
    return reply.code(status).send({ error: error.message } satisfies ErrorBody);
  }

  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
  } else {
    request.log.error({ err: error }, 'unhandled error');
  }
  return reply
    .code(status >= 500 && status < 600 ? status : 500)
    .send({ error: 'Internal server error' } satisfies ErrorBody);
}

export function sendNotFound(reply: FastifyReply, error = 'Not found', detail?: unknown) {
  // A static-file path may have set these before finding nothing; a JSON 404 must not inherit them.
  reply.removeHeader('cache-control');
  reply.removeHeader('content-type');
  return reply.code(404).send(detail === undefined ? { error } : ({ error, detail } satisfies ErrorBody));
}
