import { z } from '@cairn/shared/zod';
import { fillApiRoute, withQuery } from './api-paths';

/**
 * Visitor votes (SPEC §4 vote toggles), stored on the server per visitor id so that counts are real and a
 * visitor's own vote survives a reload. One store for every votable thing:
 * - `source`: a page in a story's sources (up / down);
 * - `claim`: a claim under review in the builder (approve = up, reject = down);
 * - `entity`: an entity profile (up / down).
 */
export const VOTE_SUBJECTS = ['source', 'claim', 'entity'] as const;
export type VoteSubject = (typeof VOTE_SUBJECTS)[number];
export const voteSubjectSchema = z.enum(VOTE_SUBJECTS);

export const VOTE_DIRECTIONS = ['up', 'down'] as const;
export type VoteDirection = (typeof VOTE_DIRECTIONS)[number];
export const voteDirectionSchema = z.enum(VOTE_DIRECTIONS);

export const voteRoutes = {
  /** `GET ?ids=a,b,c`: the counts of several subjects of one kind and the caller's own votes. */
  list: '/api/votes/:subject',
  /** `PUT { vote }`: sets (or with `null` clears) the caller's vote on one subject. */
  one: '/api/votes/:subject/:id',
} as const;

/** At most this many ids per `GET /api/votes/{subject}` (a story page asks for its sources at once). */
export const MAX_VOTE_IDS = 200;

export const voteSubjectParamsSchema = z.object({ subject: voteSubjectSchema });
export const voteParamsSchema = z.object({ subject: voteSubjectSchema, id: z.uuid() });

export const voteListQuerySchema = z.object({
  ids: z
    .string()
    .max(MAX_VOTE_IDS * 37)
    .transform((value) => [...new Set(value.split(',').filter((id) => id !== ''))])
    .pipe(
      z
        .array(z.uuid({ message: 'ids must be UUIDs separated by commas' }))
        .min(1, 'give at least one id')
        .max(MAX_VOTE_IDS, `give at most ${MAX_VOTE_IDS} ids`),
    ),
});

/** `PUT /api/votes/{subject}/{id}` body: the caller's vote from now on; `null` removes it. */
export const castVoteRequestSchema = z.object({ vote: voteDirectionSchema.nullable() });
export type CastVoteRequest = z.infer<typeof castVoteRequestSchema>;

/** The real counts of one subject and the caller's own vote (null when none, or no visitor id was sent). */
export const voteTallySchema = z.object({
  subject_id: z.uuid(),
  up: z.number().int().min(0),
  down: z.number().int().min(0),
  mine: voteDirectionSchema.nullable(),
});
export type VoteTally = z.infer<typeof voteTallySchema>;

/** `GET /api/votes/{subject}?ids=`: one tally per distinct id asked, in the order asked (0/0 when unvoted). */
export const voteListResponseSchema = z.object({ tallies: z.array(voteTallySchema) });
export type VoteListResponse = z.infer<typeof voteListResponseSchema>;

export const votePaths = {
  list: (subject: VoteSubject, ids: readonly string[]) =>
    withQuery(fillApiRoute(voteRoutes.list, { subject }), { ids: ids.join(',') }),
  one: (subject: VoteSubject, id: string) => fillApiRoute(voteRoutes.one, { subject, id }),
};
