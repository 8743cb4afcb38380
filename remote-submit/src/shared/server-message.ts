import { ApiError } from '@cairn/shared/api/api-error';

/**
 * The server's own sentence for a refused request (a 4xx `{ error }` body, DESIGN §4), else the
 * caller's fallback: network failures, 5xx and malformed replies carry nothing a reader can act on.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
