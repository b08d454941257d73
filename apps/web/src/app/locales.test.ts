import { MESSAGES } from '@pulseboard/contract/messages';
import { describe, expect, it } from 'vitest';
import { en } from '../locales/en.ts';
import { es } from '../locales/es.ts';
import { FEATURE_LOCALES } from './locales.ts';

// Every source of i18next's one flat namespace: a key in two of them would silently replace the other.
const sources: [string, { en: object; es: object }][] = [
  ['shell (locales/)', { en, es }],
  ...FEATURE_LOCALES.map((bundle): [string, { en: object; es: object }] => [
    `feature of ${Object.keys(bundle.en)[0]}`,
    bundle,
  ]),
];

describe('UI strings', () => {
  it('define each key once across the contract, the shell and every feature', () => {
    const seen = new Map<string, string>(Object.keys(MESSAGES).map((key) => [key, 'contract']));
    const clashes: string[] = [];
    for (const [name, bundle] of sources) {
      for (const key of Object.keys(bundle.en)) {
        const other = seen.get(key);
        if (other) clashes.push(`${key}: ${other} and ${name}`);
        seen.set(key, name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('have a Spanish text for every English key and no Spanish key without one', () => {
    for (const [, bundle] of sources) {
      expect(Object.keys(bundle.es).sort()).toEqual(Object.keys(bundle.en).sort());
    }
  });

  // SPEC.md section 2: clubs 15 and 56 say Coach and Sweat Points. A string that says trainer or points
  // needs its `_alternative` variant (hooks/use-wording.tsx), or the word slips through in those clubs.
  it('give every text that says trainer or points its variant in the alternative wording', () => {
    // Role names and the wording's own description keep their words in every club.
    const fixedWords = new Set(['role.trainerLeader', 'clubs.wording.alternative', 'stations.tab.noPicker']);
    const english: Record<string, string> = Object.fromEntries(
      Object.entries(MESSAGES).map(([key, text]) => [key, text.en]),
    );
    for (const [, bundle] of sources) Object.assign(english, bundle.en);
    const missing = Object.entries(english)
      .filter(([key]) => !key.endsWith('_alternative') && !fixedWords.has(key))
      .filter(
        ([key, text]) => /\b(trainers?|points?|pts)\b/i.test(text) && !(`${key}_alternative` in english),
      )
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });
});
