import { SUCCESS_CODE } from '@pulseboard/contract/errors';
import { type TLanguage, translate } from '@pulseboard/contract/messages';

/** The success envelope. */
export function ok<T>(data: T, lang: TLanguage = 'en', messageKey = 'ok') {
  return { code: SUCCESS_CODE, meta: { error: false, message: translate(messageKey, lang) }, data };
}
