import { LANGUAGES, MESSAGES, type TLanguage } from '@pulseboard/contract/messages';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { accountsLocales } from '../features/accounts/locales.ts';
import { clubModulesLocales } from '../features/club-modules/locales.ts';
import { clubsLocales } from '../features/clubs/locales.ts';
import { integrationsLocales } from '../features/integrations/locales.ts';
import { loanerPodsLocales } from '../features/loaner-pods/locales.ts';
import { locationsLocales } from '../features/locations/locales.ts';
import { stationsLocales } from '../features/stations/locales.ts';
import { studiosLocales } from '../features/studios/locales.ts';
import { trainersLocales } from '../features/trainers/locales.ts';
import { en } from '../locales/en.ts';
import { es } from '../locales/es.ts';
import { setRequestLanguage } from './http.ts';

// Features keep their own UI strings (`{ en, es }`); they are merged here, after the shell's.
const FEATURE_LOCALES = [
  clubsLocales,
  locationsLocales,
  studiosLocales,
  trainersLocales,
  loanerPodsLocales,
  accountsLocales,
  stationsLocales,
  clubModulesLocales,
  integrationsLocales,
];
const featureStrings = (lang: TLanguage) => Object.assign({}, ...FEATURE_LOCALES.map((l) => l[lang]));

const LANGUAGE_KEY = 'language';

function contractMessages(lang: TLanguage): Record<string, string> {
  return Object.fromEntries(Object.entries(MESSAGES).map(([key, text]) => [key, text[lang]]));
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

function applyLanguage(lang: TLanguage): void {
  dayjs.locale(lang);
  setRequestLanguage(lang);
  document.documentElement.lang = lang;
}

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Switches the UI language and remembers it. */
export async function changeLanguage(lang: TLanguage): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, lang);
  applyLanguage(lang);
  await i18n.changeLanguage(lang);
}

const initialLanguage = detectLanguage();
applyLanguage(initialLanguage);

void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  resources: {
    en: { translation: { ...contractMessages('en'), ...en, ...featureStrings('en') } },
    es: { translation: { ...contractMessages('es'), ...es, ...featureStrings('es') } },
  },
  // The contract's keys contain dots and its placeholders use single braces.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  initAsync: false,
});

export { i18n };
