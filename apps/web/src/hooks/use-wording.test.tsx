import { act, cleanup, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addLocales, changeLanguage, i18n, i18nReady } from '../lib/i18n.ts';
import { useWording, WordingProvider } from './use-wording.tsx';

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

beforeAll(async () => {
  await i18nReady;
  addLocales([
    {
      en: {
        'test.trainer': 'Trainer',
        'test.trainer_alternative': 'Coach',
        'test.saved': 'Saved {name}',
        'test.saved_alternative': 'Kept {name}',
        'test.plain': 'Location',
      },
      es: {
        'test.trainer': 'Entrenador',
        'test.trainer_alternative': 'Coach (es)',
        'test.saved': 'Guardado {name}',
        'test.saved_alternative': 'Conservado {name}',
        'test.plain': 'Sede',
      },
    },
  ]);
});

/** A feature component: plain useTranslation, no knowledge of the wording. */
function Feature() {
  const { t } = useTranslation();
  const tAny = t as unknown as (key: string, options?: object | string) => string;
  return (
    <p>
      {[
        tAny('test.trainer'),
        tAny('test.saved', { name: 'Ana' }),
        tAny('test.plain'),
        tAny('test.missing', 'Fallback'),
        useWording(),
      ].join(' | ')}
    </p>
  );
}

describe('WordingProvider', () => {
  it('gives every string below a club with the alternative wording its variant, and the rest as usual', () => {
    render(
      <>
        <WordingProvider wording="alternative">
          <Feature />
        </WordingProvider>
        <WordingProvider wording="standard">
          <Feature />
        </WordingProvider>
      </>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'Coach | Kept Ana | Location | Fallback | alternative',
      'Trainer | Saved Ana | Location | Fallback | standard',
    ]);
  });

  it('follows a change of language', async () => {
    render(
      <WordingProvider wording="alternative">
        <Feature />
      </WordingProvider>,
    );
    await act(() => changeLanguage('es'));
    expect(screen.getByRole('paragraph').textContent).toBe(
      'Coach (es) | Conservado Ana | Sede | Fallback | alternative',
    );
    expect(i18n.language).toBe('es');
  });
});
