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
  'import.noFile': {
    en: 'Please choose a file to import',
    es: 'Elige un archivo para importar',
  },
  'import.emptyFile': {
    en: 'The file is empty; please fill in the template and upload it again',
    es: 'El archivo está vacío; rellena la plantilla y súbelo de nuevo',
  },
  'import.unreadable': {
    en: 'The file could not be read; please save it again as .xlsx, .xls or .csv',
    es: 'No se ha podido leer el archivo; guárdalo de nuevo como .xlsx, .xls o .csv',
  },
  'import.csvNotText': {
    en: 'This .csv file holds another format (a workbook, an archive or binary data), not CSV text; save it as CSV, or upload it with its own suffix',
    es: 'Este archivo .csv contiene otro formato (un libro de Excel, un archivo comprimido o datos binarios), no texto CSV; guárdalo como CSV o súbelo con su propia extensión',
  },
  'import.unzippedTooLarge': {
    en: 'The file unpacks to more than {mb} MB; please split it into smaller files',
    es: 'El archivo descomprimido ocupa más de {mb} MB; divídelo en archivos más pequeños',
  },
  'import.tooManyColumns': {
    en: 'The sheet has more than {max} columns; please keep only the columns the import needs',
    es: 'La hoja tiene más de {max} columnas; deja solo las columnas que necesita la importación',
  },
  'import.tooSlow': {
    en: 'The file took too long to read; please split it into smaller files',
    es: 'La lectura del archivo ha tardado demasiado; divídelo en archivos más pequeños',
  },
} as const satisfies Record<string, { en: string; es: string }>;
