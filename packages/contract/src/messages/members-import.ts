// Messages of the member import and of joining a club, merged into MESSAGES (messages.ts).
export const MEMBER_IMPORT_MESSAGES = {
  'validation.formulaLike': {
    en: 'This value cannot start with =, +, -, @ or a tab',
    es: 'Este valor no puede empezar por =, +, -, @ ni un tabulador',
  },
  'members.importEmpty': {
    en: 'The file has no members to import; fill in the template below its header row',
    es: 'El archivo no tiene socios que importar; rellena la plantilla debajo de la fila de encabezados',
  },
  'members.importMissingColumns': {
    en: 'The header row must name the columns Email, First Name, Last Name, Gender, Birth and Location; use the template',
    es: 'La fila de encabezados debe incluir las columnas Email, First Name, Last Name, Gender, Birth y Location; usa la plantilla',
  },
  'members.importTooManyRows': {
    en: 'The file has more than {max} members; please split it into smaller files',
    es: 'El archivo tiene más de {max} socios; divídelo en archivos más pequeños',
  },
  'members.importDuplicateEmail': {
    en: 'This email is already on row {row} of the file',
    es: 'Este correo ya aparece en la fila {row} del archivo',
  },
  'members.importEmailElsewhere': {
    en: 'This email belongs to an account outside this club',
    es: 'Este correo pertenece a una cuenta de fuera de este club',
  },
  'members.importDuplicateDevice': {
    en: 'This device id is already on row {row} of the file',
    es: 'Este identificador de dispositivo ya aparece en la fila {row} del archivo',
  },
  'join.codeInvalid': {
    en: 'This registration link is not valid; ask your club for its current link',
    es: 'Este enlace de registro no es válido; pide a tu club su enlace actual',
  },
} as const satisfies Record<string, { en: string; es: string }>;
