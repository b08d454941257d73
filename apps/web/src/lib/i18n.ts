import {
  COMMON_MESSAGES,
  LANGUAGES,
  type TLanguage,
  type TMessages,
} from '@pulseboard/contract/messages/common';
import i18n, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en.ts';
import { setRequestLanguage } from './http.ts';

/**
 * Every message key: the contract's messages, the shell's and the features' strings (app/locales.ts
 * declares them to i18next, so `t()` refuses any other key at compile time).
 */
export type TMessageKey = ParseKeys;

/** The `s` of every key `${prefix}.${s}`: e.g. `TKeySuffix<'locations.field'>` is each field's name. */
export type TKeySuffix<P extends string> = TMessageKey extends infer K
  ? K extends `${P}.${infer S}`
    ? S
    : never
  : never;

/** A feature's own UI strings (`features/<feature>/locales.ts`), in every language. */
export type TLocaleBundle = Record<TLanguage, Record<string, string>>;

const LANGUAGE_KEY = 'language';

function contractMessages(messages: TMessages, lang: TLanguage): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[lang]]));
}

/** The contract's messages as a locale bundle (the features' message files arrive with app/feature-strings.ts). */
export function contractBundle(messages: TMessages): TLocaleBundle {
  return { en: contractMessages(messages, 'en'), es: contractMessages(messages, 'es') };
}

function isLanguage(value: string | null | undefined): value is TLanguage {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** Stored choice, else the browser's language, else English (SPEC.md section 9). */
export function detectLanguage(): TLanguage {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language?.slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : 'en';
}

// Dates (dayjs) follow the language through app/provider.tsx, which the light login page does not load.
function applyLanguage(lang: TLanguage): void {
  setRequestLanguage(lang);
  document.documentElement.lang = lang;
}

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

// A language picked on a signed-out page, for this tab's next sign-in (takeSignedOutChoice).
const SIGNED_OUT_CHOICE_KEY = 'pulseboard.signedOutLanguage';

/**
 * Remembers a language picked before signing in (login, register, forgot password), so that once
 * signed in it also becomes the profile's language, as a switch in the navbar does. For this tab only.
 */
export function rememberSignedOutChoice(lang: TLanguage): void {
  sessionStorage.setItem(SIGNED_OUT_CHOICE_KEY, lang);
}

/** The language picked before signing in, once: reading it forgets it. */
export function takeSignedOutChoice(): TLanguage | null {
  const chosen = sessionStorage.getItem(SIGNED_OUT_CHOICE_KEY);
  sessionStorage.removeItem(SIGNED_OUT_CHOICE_KEY);
  return isLanguage(chosen) ? chosen : null;
}

/** Switches the UI language and remembers it. */
export async function changeLanguage(lang: TLanguage): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, lang);
  await loadShellStrings(lang);
  applyLanguage(lang);
  await i18n.changeLanguage(lang);
}

// The shell's Spanish strings are a chunk of their own: an English page never downloads them (the login
// page's first load counts every KiB). English is always there, as the fallback of a missing key.
const SHELL_STRINGS: Record<TLanguage, () => Promise<Record<string, string>>> = {
  en: async () => en,
  es: () => import('../locales/es.ts').then((m) => m.es),
};
const loadedShellStrings = new Set<TLanguage>(['en']);

async function loadShellStrings(lang: TLanguage): Promise<void> {
  if (loadedShellStrings.has(lang)) return;
  const strings = await SHELL_STRINGS[lang]();
  i18n.addResourceBundle(lang, 'translation', strings, true, false);
  loadedShellStrings.add(lang);
}

const initialLanguage = detectLanguage();
applyLanguage(initialLanguage);

void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  resources: {
    // Only the messages every page needs: the login page's first load counts every KiB.
    en: { translation: { ...contractMessages(COMMON_MESSAGES, 'en'), ...en } },
    es: { translation: contractMessages(COMMON_MESSAGES, 'es') },
  },
  // The contract's keys contain dots and its placeholders use single braces.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  initAsync: false,
});

/** Resolves once the first page's language is complete: main.tsx renders after it. */
export const i18nReady: Promise<void> = loadShellStrings(initialLanguage);

/**
 * Adds the features' strings after the shell's (app/locales.ts lists them, so that this shared file
 * imports no feature). Keys never clash: app/locales.test.ts fails on a key defined twice.
 */
export function addLocales(bundles: readonly TLocaleBundle[]): void {
  for (const bundle of bundles) {
    for (const lang of LANGUAGES) i18n.addResourceBundle(lang, 'translation', bundle[lang], true, false);
  }
}

export { i18n };
