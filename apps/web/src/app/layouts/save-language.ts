import type { TLanguage } from '@pulseboard/contract/messages';
import { updateProfile } from '../../features/profile/api/update-profile.ts';

// The saves asked for so far, one after another: the last language picked is the one that stays.
let saving: Promise<unknown> = Promise.resolve();

/**
 * Keeps the profile's language (the language of the user's emails) the one the user reads the app in.
 * Quiet: the switch itself already happened and was confirmed. The cached profile is left alone (My
 * Profile's form would reset what is being typed); its language field follows the app (profile-form.tsx).
 * Saves run in the order asked: two quick switches could otherwise reach the server the other way round.
 */
export function saveLanguage(language: TLanguage): Promise<unknown> {
  saving = saving.then(() => updateProfile({ language }).catch(() => undefined));
  return saving;
}
