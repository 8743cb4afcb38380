import { eq } from 'drizzle-orm';
import { claims, pages, storyPages, tasks } from '../../db/schema';
import { extractClaims } from '../../intelligence/claims/extract-claims';
import { gist } from '../../intelligence/claims/gist';
import { recognizeEntities } from '../../intelligence/entities/recognize-entities';
import { resolveEntities } from '../../intelligence/entities/resolve-entities';
import { recomposeStory } from '../../intelligence/story-resolution/recompose-story';
import type { ExtractedArticle } from '../extraction/extract-article';
import { countTokens } from '../token-count';
import type { Stage } from './stage';

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
    const mentions = recognizeEntities(article.text);
    const resolved = resolveEntities(article.text, mentions);
    const found = extractClaims({
      text: article.text,
      title: article.title,
      published_at: article.published_at,
      entities: mentions.map((m) => ({ name: m.text, type: m.type, start: m.start, end: m.end })),
    });
    const summary = gist({ title: article.title, text: article.text }, found.claims);

    // Replace the page's claims: a second run (a redelivered job) writes the same rows again.
    await ctx.db.delete(claims).where(eq(claims.pageId, page.id));
    const rows = [
      ...found.claims.map((c) => ({
        text: c.text,
        modality: c.modality,
        builderModality: c.builder_modality,
        who: c.who,
        where: c.where,
        whenDate: c.when.date,
        evidence: c.evidence_references,
        confidence: c.confidence,
        excludedReason: null,
      })),
      ...found.excluded.map((c) => ({
        text: c.text,
        modality: c.modality,
        builderModality: c.modality === 'reported_claim' ? 'reported_speech' : 'observation',
        who: null,
        where: null,
        whenDate: null,
        evidence: [{ quote: c.text, start: c.start, end: c.end }],
        confidence: 0,
        excludedReason: c.reason,
      })),
    ].map((row, ordinal) => ({ ...row, pageId: page.id, ordinal }));
    if (rows.length) await ctx.db.insert(claims).values(rows);
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
    for (const { storyId } of holding) {
      const { ms, pages } = await recomposeStory(ctx.db, storyId, ctx.now());
      ctx.log.debug({ storyId, ms, pages }, 'story recomposed');
    }
    return { kind: 'complete', tokens: countTokens(article.text) };
  },
};
