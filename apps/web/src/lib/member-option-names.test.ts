import { DEFAULT_MEMBER_OPTIONS } from '@pulseboard/contract/members-actions';
import { MESSAGES } from '@pulseboard/contract/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { addLocales, contractBundle, i18n, i18nReady } from './i18n.ts';
import { memberOptionName } from './member-option-names.ts';

beforeAll(async () => {
  await i18nReady;
  addLocales([contractBundle(MESSAGES)]);
});

describe('memberOptionName', () => {
  it('names the default levels and phases in the reader’s language and a club’s own as written', () => {
    const es = i18n.getFixedT('es');
    const en = i18n.getFixedT('en');
    expect(DEFAULT_MEMBER_OPTIONS.journeyLevels.map((v) => memberOptionName(es, v))).toEqual([
      'Principiante',
      'Intermedio',
      'Avanzado',
      'Élite',
    ]);
    expect(memberOptionName(es, 'Phase 3')).toBe('Fase 3');
    expect(memberOptionName(en, 'Phase 3')).toBe('Phase 3');
    expect(memberOptionName(es, 'Fuerza 2')).toBe('Fuerza 2');
    // Only the exact default is translated: a club's "beginner" is its own word.
    expect(memberOptionName(es, 'beginner')).toBe('beginner');
  });
});
