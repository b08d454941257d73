// Messages of the loaner-pods feature(s), merged into MESSAGES (messages.ts). English first, real Spanish.
export const LOANER_POD_MESSAGES = {
  'validation.barcode': {
    en: 'Please enter the correct barcode.',
    es: 'Introduce el código de barras correcto.',
  },
  'validation.bluetoothName': {
    en: 'The bluetooth name can have at most 64 characters',
    es: 'El nombre Bluetooth puede tener como máximo 64 caracteres',
  },
  'validation.podMember': { en: 'Please select a member', es: 'Selecciona un socio' },
  'loanerPods.memberNotInClub': {
    en: 'Please select a member of this club',
    es: 'Selecciona un socio de este club',
  },
  'loanerPods.barcodeTaken': {
    en: 'A pod with this barcode already exists in this club',
    es: 'Ya existe un pod con este código de barras en este club',
  },
  'loanerPods.barcodeNotFound': {
    en: 'No pod of this club has this barcode',
    es: 'Ningún pod de este club tiene este código de barras',
  },
  'loanerPods.podLent': {
    en: 'This pod is already lent to {name}; mark it returned first',
    es: 'Este pod ya está prestado a {name}; márcalo como devuelto primero',
  },
  'loanerPods.memberHasPod': {
    en: '{name} already holds pod {barcode}; mark that pod returned first',
    es: '{name} ya tiene el pod {barcode}; marca ese pod como devuelto primero',
  },
  'loanerPods.notLent': { en: 'This pod is not lent to anyone', es: 'Este pod no está prestado a nadie' },
  'loanerPods.deleteLent': {
    en: 'This pod is lent to a member; mark it returned before deleting it',
    es: 'Este pod está prestado a un socio; márcalo como devuelto antes de eliminarlo',
  },
  'loanerPods.importTooManyRows': {
    en: 'The file has more than {max} rows; please split it into smaller files',
    es: 'El archivo tiene más de {max} filas; divídelo en archivos más pequeños',
  },
  'loanerPods.importEmpty': {
    en: 'The file has no pods to import',
    es: 'El archivo no contiene pods para importar',
  },
  'loanerPods.importNoBarcodeColumn': {
    en: 'The first row must name the columns and include a Barcode column',
    es: 'La primera fila debe nombrar las columnas e incluir una columna Barcode',
  },
  'loanerPods.importRowErrors': {
    en: 'Nothing was imported: {count} rows have errors. Correct them and upload the file again.',
    es: 'No se ha importado nada: {count} filas tienen errores. Corrígelas y vuelve a subir el archivo.',
  },
  'loanerPods.importDuplicateBarcode': {
    en: 'This barcode appears more than once in the file',
    es: 'Este código de barras aparece más de una vez en el archivo',
  },
  'loanerPods.importUnknownLocation': {
    en: 'No location of this club has this branch name',
    es: 'Ninguna sede de este club tiene este nombre',
  },
  'loanerPods.importTip': {
    en: 'The first row names the columns: Barcode (required; letters, digits and dashes, 3 to 64 characters), Bluetooth Name and Location (the branch name of one of your locations). Upload one .xlsx, .xls or .csv file of at most 2 MB and 5000 rows. A barcode that already exists updates that pod’s bluetooth name and location. If any row has an error, nothing is imported and the rows to correct are listed.',
    es: 'La primera fila nombra las columnas: Barcode (obligatoria; letras, cifras y guiones, de 3 a 64 caracteres), Bluetooth Name y Location (el nombre de una de tus sedes). Sube un único archivo .xlsx, .xls o .csv de 2 MB y 5000 filas como máximo. Un código de barras que ya existe actualiza el nombre Bluetooth y la sede de ese pod. Si alguna fila tiene un error, no se importa nada y se indican las filas que hay que corregir.',
  },
} as const satisfies Record<string, { en: string; es: string }>;
