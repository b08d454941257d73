import { addLocales, contractBundle } from '../lib/i18n.ts';

let loading: Promise<void> | undefined;

/**
 * The features' strings and the contract's feature messages (26 KiB compressed): every page but the
 * login page and the dashboard waits for them (router.tsx). The shell and the dashboard use only the
 * shell's strings (locales/en.ts) and the common messages, so the first signed-in page does without.
 */
export function loadFeatureStrings(): Promise<void> {
  loading ??= Promise.all([import('@pulseboard/contract/messages'), import('./locales.ts')]).then(
    ([{ MESSAGES }, { FEATURE_LOCALES }]) => addLocales([contractBundle(MESSAGES), ...FEATURE_LOCALES]),
  );
  return loading;
}
