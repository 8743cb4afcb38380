import { eq, sql } from 'drizzle-orm';
import { claims, pages, storyPages, tasks } from '../../db/schema';
import type { ExtractedArticle } from '../extraction/extract-article';
import { recomposeStory } from '../story-resolution/recompose-story';
import type { Stage } from './stage';

const CLAIM_ROWS_PER_INSERT = 250;

/**
 * Semantic analysis (SPEC §3 'Semantic data'): claims with modality and their exact quotes, excluded
 * sentences with reasons, the gist and the entities; then every story holding the page is recomposed.
 */
export const semantizationStage: Stage = {
  name: 'semantization',
  concurrency: 2,
  async run(task, page, ctx) {
    const article = page.extraction as ExtractedArticle | null;
    if (!article) return { kind: 'failed', message: 'Unable to extract content' };
    const analysis = await ctx.cpu.run('semantize', {
      text: article.text,
      title: article.title,
      published_at: article.published_at,
    });
    const { resolved, claims: found, gist: summary } = analysis;

    // Replace the page's claims: a second run (a redelivered job) writes the same rows again.
    await ctx.db.delete(claims).where(eq(claims.pageId, page.id));
    const rows = [
      ...found.claims.map((c) => ({
        text: c.text,
        modality: c.modality,
        builder_modality: c.builder_modality,
        who: c.who,
        where: c.where,
        when_date: c.when.date,
        evidence: c.evidence_references,
        confidence: c.confidence,
        excluded_reason: null,
      })),
      ...found.excluded.map((c) => ({
        text: c.text,
        modality: c.modality,
        builder_modality: c.modality === 'reported_claim' ? 'reported_speech' : 'observation',
        who: null,
        where: null,
        when_date: null,
        evidence: [{ quote: c.text, start: c.start, end: c.end }],
        confidence: 0,
        excluded_reason: c.reason,
      })),
    ].map((row, ordinal) => ({ ...row, page_id: page.id, ordinal }));
    // JSON parameters rather than a drizzle multi-row insert: a long text has thousands of excluded
    // sentences (2,052 for 200,000 characters), and drizzle built that insert at ~0.3 ms a row on the event
    // loop (0.7 s) and would pass PostgreSQL's 65,535 parameters per statement; JSON.stringify takes
    // milliseconds. In pieces, because PGlite runs one statement at a time for the whole server: one insert
    // of 2,000 rows held it for up to 0.5 s, and every other visitor's query waited behind it.
    for (let from = 0; from < rows.length; from += CLAIM_ROWS_PER_INSERT) {
      const piece = rows.slice(from, from + CLAIM_ROWS_PER_INSERT);
      await ctx.db.execute(sql`
        insert into claims (page_id, ordinal, text, modality, builder_modality, who, "where", when_date,
                            evidence, confidence, excluded_reason)
        select page_id, ordinal, text, modality, builder_modality, who, "where", when_date,
               evidence, confidence, excluded_reason
        from jsonb_to_recordset(${JSON.stringify(piece)}::jsonb) as r(
          page_id uuid, ordinal integer, text text, modality text, builder_modality text, who text,
          "where" text, when_date text, evidence jsonb, confidence real, excluded_reason text)`);
    }
    await ctx.db.update(pages).set({ gist: summary, updatedAt: ctx.now() }).where(eq(pages.id, page.id));

    const byType = (type: string) =>
      resolved
        .filter((e) => e.type === type)
        .map((e) => ({
          name: e.canonical_name,
          mentions: e.mentions,
          role: e.role ?? null,
          description: e.description ?? null,
        }));
    const semanticData = {
      gist: summary,
      entities: {
        people: byType('Person'),
        organizations: byType('Organization'),
        locations: byType('Location'),
      },
      claims: found.claims.map((c) => ({
        text: c.text,
        modality: c.modality,
        who: c.who,
        where: c.where,
        when: { date: c.when.date, text: c.when.text },
        evidence_references: c.evidence_references,
        confidence: c.confidence,
      })),
      excluded_claims: found.excluded.map((c) => ({
        text: c.text,
        modality: c.modality,
        excluded_reason: c.reason,
      })),
      claims_count: found.claims.length,
      excluded_count: found.excluded.length,
    };
    await ctx.db.update(tasks).set({ semanticData }).where(eq(tasks.id, task.id));

    const holding = await ctx.db
      .select({ storyId: storyPages.storyId })
      .from(storyPages)
      .where(eq(storyPages.pageId, page.id));
    // A task that started here, without resolving the page into a story, is a builder's 'Re-extract Claims'.
    const reextracted = !(task.stageLog as { stage: string }[]).some((entry) => entry.stage === 'resolution');
    for (const { storyId } of holding) {
      const { ms, pages } = await recomposeStory(
        ctx.db,
        storyId,
        ctx.now(),
        (story, now) => ctx.cpu.run('composeStory', { story, now }),
        reextracted ? 'claims_reextracted' : 'source_added',
      );
      ctx.log.debug({ storyId, ms, pages }, 'story recomposed');
    }
    return { kind: 'complete', tokens: analysis.tokens };
  },
};
