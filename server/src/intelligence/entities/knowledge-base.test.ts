import { describe, expect, it } from 'vitest';
import { KnowledgeBaseError, parseKnowledgeBase } from './knowledge-base';

const FILE = [
  '{"qid":"Q60","type":"Location","name":"New York City","aliases":["NYC","New York"]}',
  '',
  '{"qid":"Q1384","type":"Location","name":"New York State","aliases":["New York"]}',
  '{"qid":"Q7747","type":"Person","name":"Vladimir Putin","aliases":["Putin"]}',
  '{"qid":"Q7747","type":"Person","name":"Vladimir Vladimirovich Putin","aliases":["Putin"]}',
  '{"qid":"Q37230","type":"Organization","name":"Médecins Sans Frontières","aliases":["MSF"]}',
].join('\n');

describe('knowledge base of Wikidata ids (CAIRN_WIKIDATA_FILE)', () => {
  const kb = parseKnowledgeBase(FILE);

  it('finds an entry by type and name or alias, folding case and accents', () => {
    expect(kb.size).toBe(5);
    expect(kb.lookup('Location', ['new york city'])?.qid).toBe('Q60');
    expect(kb.lookup('Location', ['Harbour', 'NYC'])?.qid).toBe('Q60');
    expect(kb.lookup('Organization', ['Medecins Sans Frontieres'])?.qid).toBe('Q37230');
    expect(kb.lookup('Person', ['Putin'])?.qid).toBe('Q7747'); // two lines, one id: not ambiguous
  });

  it('never guesses: a wrong type, an unknown name or a shared name gets nothing', () => {
    expect(kb.lookup('Person', ['New York City'])).toBeUndefined();
    expect(kb.lookup('Location', ['Springfield'])).toBeUndefined();
    expect(kb.lookup('Location', ['New York'])).toBeUndefined(); // city or state?
    expect(kb.lookup('Location', ['New York City', 'New York State'])).toBeUndefined();
  });

  it('refuses a bad line with its number and reason', () => {
    expect(() =>
      parseKnowledgeBase(
        '{"qid":"Q1","type":"Location","name":"Earth"}\n{"qid":"42","type":"Person","name":"X"}',
      ),
    ).toThrow(new KnowledgeBaseError('knowledge base line 2: qid must look like Q42'));
    expect(() => parseKnowledgeBase('not json')).toThrow(/line 1: not JSON/);
  });
});
