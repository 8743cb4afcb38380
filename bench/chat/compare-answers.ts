/**
 * The story chat before and after a change, on the same claims: asks every story of a running Cairn server
 * the same questions with the chat of a git revision and with the working tree's, and prints each answer
 * that differs, then how many did (the figures in docs/decisions.md's chat sections).
 *
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/chat/compare-answers.ts <server url> <git rev>
 *   e.g. … compare-answers.ts http://127.0.0.1:8491 ff2861a
 *
 * The revision's `server/src/features/chat/` is written beside the current one (its relative imports of
 * `../../lib` then resolve), imported, and removed again.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StoryChatContext } from '../../server/src/features/chat/answer-from-claims';
import { answerFromClaims } from '../../server/src/features/chat/answer-from-claims';

const QUESTIONS = [
  'What happened?',
  'When did it happen?',
  'Where did it happen?',
  'Who is involved?',
  'How many people died?',
  'Why did it happen?',
  'What did the police say?',
  'Who won?',
  'Who was killed?',
  'Who is the spokesman?',
];

type Answer = typeof answerFromClaims;
type Named = { name: string }[];
/** What the comparison reads of `GET /api/stories/{id}`. */
interface StoryDetail {
  title: string;
  gist: string | null;
  entities: { people: Named; organizations: Named; locations: Named };
}

async function chatOfRevision(rev: string): Promise<{ answer: Answer; remove: () => void }> {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const folder = 'server/src/features/chat';
  const target = path.join(root, 'server/src/features', `.chat-${rev.replace(/\W/g, '')}`);
  mkdirSync(target, { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  for (const file of git('ls-tree', '--name-only', `${rev}:${folder}`).split('\n').filter(Boolean)) {
    if (/\.(ts|json)$/.test(file))
      writeFileSync(path.join(target, file), git('show', `${rev}:${folder}/${file}`));
  }
  const remove = () => rmSync(target, { recursive: true, force: true });
  try {
    const module = await import(path.join(target, 'answer-from-claims.ts'));
    return { answer: module.answerFromClaims as Answer, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

async function main() {
  const [base, rev] = process.argv.slice(2);
  if (!base || !rev) throw new Error('usage: compare-answers.ts <server url> <git rev>');
  const get = async <T>(p: string) => (await (await fetch(new URL(p, base))).json()) as T;
  const before = await chatOfRevision(rev);
  try {
    const { stories } = await get<{ stories: { id: string }[] }>('/api/stories?limit=50');
    let total = 0;
    let changed = 0;
    for (const story of stories) {
      const detail = await get<StoryDetail>(`/api/stories/${story.id}`);
      const { claims } = await get<Pick<StoryChatContext, 'claims'>>(`/api/story/${story.id}/claims`);
      const { people, organizations, locations } = detail.entities;
      const context: StoryChatContext = {
        title: detail.title,
        claims,
        entityNames: [...people, ...organizations, ...locations].map((e) => e.name),
        personNames: people.map((e) => e.name),
        placeNames: locations.map((e) => e.name),
        summary: detail.gist,
      };
      for (const question of QUESTIONS) {
        total++;
        const was = before.answer(context, question).response;
        const now = answerFromClaims(context, question).response;
        if (was === now) continue;
        changed++;
        console.log(`\n### ${detail.title} — ${question}\nBEFORE: ${was}\nAFTER:  ${now}`);
      }
    }
    console.log(`\n${stories.length} stories, ${total} answers, ${changed} changed`);
  } finally {
    before.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
