// Messages of the studios-trainers feature(s), merged into MESSAGES (messages.ts). English first, real Spanish.
export const STAFF_MESSAGES = {
  'validation.studioName': { en: 'Please enter the studio name.', es: 'Introduce el nombre de la sala.' },
  'validation.studioNameTooLong': {
    en: 'The studio name can have at most 100 characters',
    es: 'El nombre de la sala puede tener como máximo 100 caracteres',
  },
  'validation.color': {
    en: 'Please choose a colour in the form #rrggbb',
    es: 'Elige un color con el formato #rrggbb',
  },
  'validation.status': { en: 'Please select a status', es: 'Selecciona un estado' },
  'validation.phone': {
    en: 'Please enter a correct phone number (digits, spaces, +, -, brackets)',
    es: 'Introduce un número de teléfono válido (cifras, espacios, +, -, paréntesis)',
  },
  'validation.bio': {
    en: 'The bio can have at most 2000 characters',
    es: 'La biografía puede tener como máximo 2000 caracteres',
  },
  'validation.trainerUser': {
    en: 'Please select a user of this club',
    es: 'Selecciona un usuario de este club',
  },
  'trainers.userTaken': {
    en: 'This user is already linked to another trainer of this club',
    es: 'Este usuario ya está vinculado a otro entrenador de este club',
  },
  'trainers.userTaken_alternative': {
    en: 'This user is already linked to another coach of this club',
    es: 'Este usuario ya está vinculado a otro coach de este club',
  },
  'studios.inUse': {
    en: 'This studio is still used; set it inactive instead',
    es: 'Esta sala todavía se usa; márcala como inactiva en su lugar',
  },
  'trainers.inUse': {
    en: 'This trainer is still used; set them inactive instead',
    es: 'Este entrenador todavía se usa; márcalo como inactivo en su lugar',
  },
  'trainers.inUse_alternative': {
    en: 'This coach is still used; set them inactive instead',
    es: 'Este coach todavía se usa; márcalo como inactivo en su lugar',
  },
} as const satisfies Record<string, { en: string; es: string }>;
