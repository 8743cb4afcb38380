import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * eld's 'small' n-gram table: the build writes it beside the bundle as JSON (`ELD_NGRAMS_JSON`,
 * server/build.mjs). eld's own entry (`eld/small`) is a 1.6 MB object literal: compiling it made every
 * thread that loads the pipeline ~145 MB larger (heap 47 MB, the rest the compiler's memory, never handed
 * back), which alone put the server over its 400 MB budget in bench:pipeline. JSON.parse builds the same
 * table for ~45 MB resident. From source (tests, tsx) there is no JSON and the module is imported as before.
 */
const ELD_NGRAMS_JSON = 'eld-ngrams-small.json';

/** A file of the installed eld package (2.1.0, pinned in pnpm-workspace.yaml). */
function eldFile(relative: string): URL {
  // The package's exports map lists ready instances only: the detector factory is reached by its path.
  for (const dir of createRequire(import.meta.url).resolve.paths('eld') ?? []) {
    const file = join(dir, 'eld', relative);
    if (existsSync(file)) return pathToFileURL(file);
  }
  throw new Error(`eld is not installed (looking for eld/${relative})`);
}

export interface EldDetector {
  detect(text: string): { language: string; getScores(): Record<string, number>; isReliable(): boolean };
}

/** An eld detector over an n-gram table (eld's `ngramsData` format). */
export async function eldDetectorFrom(ngramsData: unknown): Promise<EldDetector> {
  const { createEld } = await import(eldFile('src/languageDetector.js').href);
  const { instance, loadData } = createEld();
  loadData(ngramsData);
  return instance;
}

/** The table as the package ships it: what the build turns into JSON. */
export async function eldModuleNgrams(): Promise<unknown> {
  return (await import(eldFile('src/ngrams/small.js').href)).ngramsData;
}

const builtJson = new URL(`./${ELD_NGRAMS_JSON}`, import.meta.url);
const eld = await eldDetectorFrom(
  existsSync(builtJson) ? JSON.parse(readFileSync(builtJson, 'utf8')) : await eldModuleNgrams(),
);

export interface LanguageGuess {
  /** ISO 639-1 code, or null when neither the text nor the page says. */
  language: string | null;
  /** 0–1: how much to trust `language`. */
  confidence: number;
  source: 'text' | 'page' | 'none';
}

/** Below this many letters, n-gram detectors guess ("Hello world" comes out Norwegian). */
const MIN_LETTERS_FOR_TEXT = 120;
/** Ideographic scripts carry more per character. */
const MIN_IDEOGRAPHS_FOR_TEXT = 40;
/** Detection time grows with the text; the first few thousand characters decide the language. */
const SAMPLE_CHARS = 3000;
const PAGE_ONLY_CONFIDENCE = 0.5;

const IDEOGRAPHS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const LETTERS = /\p{L}/gu;

/** `en-GB` → `en`, `pt_BR` → `pt`; null for anything that is not a language tag. */
export function primaryLanguage(tag: string | null | undefined): string | null {
  const match = /^\s*([a-z]{2,3})(?:[-_][a-z0-9]+)*\s*$/i.exec(tag ?? '');
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * The language of an article body with eld, falling back to the language the page declares (`<html lang>`,
 * og:locale, JSON-LD inLanguage) when the body is too short for n-grams to be trusted. Confidence mixes
 * eld's score for the winner with its margin over the runner-up and the amount of text, and is raised
 * when the page agrees and lowered when the page disagrees. Page-only answers get 0.5 (0.6 when eld agrees).
 */
export function detectLanguage(text: string, declared: string | null): LanguageGuess {
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  const letters = sample.match(LETTERS)?.length ?? 0;
  const ideographs = sample.match(IDEOGRAPHS)?.length ?? 0;
  const enough = letters >= MIN_LETTERS_FOR_TEXT || ideographs >= MIN_IDEOGRAPHS_FOR_TEXT;

  let detected: string | null = null;
  let confidence = 0;
  if (letters > 0) {
    const result = eld.detect(sample);
    if (result.language) {
      const scores = Object.values(result.getScores()).sort((a, b) => b - a);
      const best = scores[0] ?? 0;
      const margin = best > 0 ? (best - (scores[1] ?? 0)) / best : 0;
      const amount = Math.min(1, Math.max(letters, ideographs * 3) / 600);
      detected = result.language;
      // eld's raw scores sit near 0.8 for any clear winner; what separates a sure guess from a coin toss
      // is the amount of text and the lead over the runner-up (es/ca, no/da, ms/id are close pairs).
      confidence = 0.5 + 0.3 * amount + 0.2 * Math.min(1, margin * 4);
      if (!result.isReliable()) confidence *= 0.6;
    }
  }

  if (enough && detected) {
    if (declared === detected) confidence = Math.min(0.99, confidence + 0.05);
    else if (declared) confidence *= 0.85;
    return { language: detected, confidence: round(Math.min(0.99, confidence)), source: 'text' };
  }
  if (declared) {
    const agree = detected === declared;
    return { language: declared, confidence: agree ? 0.6 : PAGE_ONLY_CONFIDENCE, source: 'page' };
  }
  if (detected)
    return { language: detected, confidence: round(Math.min(0.4, confidence * 0.5)), source: 'text' };
  return { language: null, confidence: 0, source: 'none' };
}

let displayNames: Intl.DisplayNames | undefined;

/** "fr" → "French". */
export function languageName(code: string | null): string | null {
  if (!code) return null;
  try {
    displayNames ??= new Intl.DisplayNames(['en'], { type: 'language' });
    const name = displayNames.of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
