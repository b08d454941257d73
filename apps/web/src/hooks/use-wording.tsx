import type { TWording } from '@pulseboard/contract/wording';
import type { i18n as TI18n } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

const WordingContext = createContext<TWording>('standard');

/** The wording of the club whose page this is ('standard' outside a club's page). */
export function useWording(): TWording {
  return useContext(WordingContext);
}

// i18next's `t` for everything below a club with the alternative wording: a key with an `_alternative`
// variant (i18next context) reads that variant, any other key reads as usual. The instance itself is
// shared (language changes and loaded strings reach both); only the `t` that useTranslation asks for
// (getFixedT) is wrapped.
const alternatives = new WeakMap<TI18n, TI18n>();
// The shared instance behind each wrapped one: a club page of the standard wording inside a signed-in
// user's alternative one reads the plain keys again.
const bases = new WeakMap<TI18n, TI18n>();
function alternativeOf(i18n: TI18n): TI18n {
  let wrapped = alternatives.get(i18n);
  if (!wrapped) {
    wrapped = new Proxy(i18n, {
      get(target, prop) {
        if (prop !== 'getFixedT') return Reflect.get(target, prop, target);
        return (...args: Parameters<TI18n['getFixedT']>) => {
          const fixed = target.getFixedT(...args) as unknown as (key: unknown, options?: object) => string;
          // t(key), t(key, options) or t(key, defaultValue): a context the call names itself wins.
          const t = (key: unknown, options?: object | string) =>
            fixed(key, {
              context: 'alternative',
              ...(typeof options === 'string' ? { defaultValue: options } : options),
            });
          return Object.assign(t, fixed);
        };
      },
    });
    alternatives.set(i18n, wrapped);
    bases.set(wrapped, i18n);
  }
  return wrapped;
}

/**
 * Sets a club's wording for every string below it: each feature's `useTranslation()` reads the
 * `_alternative` variant of a key where there is one, so a word changes on every tab, button, empty
 * state and toast at once, with no feature having to ask.
 */
export function WordingProvider({ wording, children }: { wording: TWording; children: ReactNode }) {
  const { i18n } = useTranslation();
  const scoped = useMemo(() => {
    const base = bases.get(i18n) ?? i18n;
    return wording === 'alternative' ? alternativeOf(base) : base;
  }, [i18n, wording]);
  return (
    <WordingContext value={wording}>
      <I18nextProvider i18n={scoped}>{children}</I18nextProvider>
    </WordingContext>
  );
}
