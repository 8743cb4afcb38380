import { randomUUID } from 'node:crypto';

/** An id nothing in a fresh database has: the routes must show their not-found states. */
export const unknownId = () => randomUUID();
