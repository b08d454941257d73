// Messages of the members list and its add/edit form, merged into MESSAGES (messages.ts). The English
// of 'Name and email cannot be empty.' is SPEC.md section 5's, word for word.
export const MEMBER_MESSAGES = {
  'members.nameEmailEmpty': {
    en: 'Name and email cannot be empty.',
    es: 'El nombre y el correo electrónico no pueden estar vacíos.',
  },
  'members.deviceIdTaken': {
    en: 'Another member of this club already uses this device id',
    es: 'Otro socio de este club ya usa este identificador de dispositivo',
  },
} as const satisfies Record<string, { en: string; es: string }>;
