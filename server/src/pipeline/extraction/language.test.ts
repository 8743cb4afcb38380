import { describe, expect, it } from 'vitest';
import { detectLanguage, eldDetectorFrom, eldModuleNgrams } from './language';

const SAMPLES = [
  'The river crested at a record level on Sunday and 1,200 residents were evacuated from the town.',
  'Le maire de Millbrook a déclaré que les habitants seraient évacués avant la crue de la rivière.',
  'El alcalde dijo que los vecinos serían evacuados antes de la crecida del río durante la noche.',
  'Der Bürgermeister sagte, die Bewohner würden vor dem Hochwasser des Flusses in Sicherheit gebracht.',
  'O prefeito disse que os moradores seriam retirados antes da cheia do rio durante a madrugada.',
  '市长表示，居民将在河水上涨之前被疏散到安全地区。',
];

describe('language detection', () => {
  it('gives the same answers and scores from the JSON table the build writes as from the package module', async () => {
    const table = await eldModuleNgrams();
    const fromModule = await eldDetectorFrom(table);
    const fromJson = await eldDetectorFrom(JSON.parse(JSON.stringify(table)));
    for (const text of SAMPLES) {
      const a = fromModule.detect(text);
      const b = fromJson.detect(text);
      expect(b.language).toBe(a.language);
      expect(b.getScores()).toEqual(a.getScores());
      expect(b.isReliable()).toBe(a.isReliable());
    }
    expect(SAMPLES.map((text) => fromJson.detect(text).language)).toEqual([
      'en',
      'fr',
      'es',
      'de',
      'pt',
      'zh',
    ]);
  });

  it('detects the language of a body long enough for n-grams', () => {
    const guess = detectLanguage(SAMPLES[1]!.repeat(3), null);
    expect(guess).toMatchObject({ language: 'fr', source: 'text' });
  });
});
