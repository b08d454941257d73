// Messages of the shared spreadsheet import (any feature's upload), merged into MESSAGES (messages.ts).
// The English of the first two is SPEC.md section 5's, word for word.
export const IMPORT_MESSAGES = {
  'import.oneFile': {
    en: 'Only support uploading one file!',
    es: '¡Solo se puede subir un archivo!',
  },
  'import.fileType': {
    en: 'Only supports upload .xlsx, .xls, .csv suffix files',
    es: 'Solo se pueden subir archivos con extensión .xlsx, .xls o .csv',
  },
  'import.fileSize': {
    en: 'The file is too large (at most {mb} MB)',
    es: 'El archivo es demasiado grande (como máximo {mb} MB)',
  },
  'import.unreadable': {
    en: 'The file could not be read; please save it again as .xlsx, .xls or .csv',
    es: 'No se ha podido leer el archivo; guárdalo de nuevo como .xlsx, .xls o .csv',
  },
} as const satisfies Record<string, { en: string; es: string }>;
