import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A club's wording (SPEC.md section 6): the alternative one says "Coaches" where the standard says "Trainers". */
export type TWording = 'standard' | 'alternative';

/** Set by the club details page around its tabs. */
export const WordingContext = createContext<TWording>('standard');

/**
 * `t` in the club's wording: in a club with the alternative wording a key with an `_alternative`
 * variant (i18next context) reads that variant, so a word changes on buttons, empty states and
 * toasts alike; other keys read as usual.
 */
export function useWordingT(): ReturnType<typeof useTranslation>['t'] {
  const { t } = useTranslation();
  const wording = useContext(WordingContext);
  return useMemo(() => {
    if (wording !== 'alternative') return t;
    const alternative = (key: unknown, options?: object) =>
      (t as (key: unknown, options: object) => string)(key, { ...options, context: 'alternative' });
    return alternative as unknown as typeof t;
  }, [t, wording]);
}
