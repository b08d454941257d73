// UI strings of the member import dialog; the validation and server messages come from the contract.
const en = {
  'membersImport.button': 'Import',
  'membersImport.title': 'Import members',
  'membersImport.tipWeight': 'Weight is in lb (pounds).',
  'membersImport.tipBirth': 'Birth is month/year, e.g. 01/1980.',
  'membersImport.tipLocation':
    "Location is the branch name of one of this club's locations; every row needs one.",
  'membersImport.tipKey':
    'Email is the key: a member whose email is already in this club is skipped, never overwritten. Imported members are verified and set their password with "Forgot password".',
  'membersImport.tipLimits': 'One .xlsx, .xls or .csv file, at most {mb} MB and {rows} members.',
  'membersImport.templates': 'Templates:',
  'membersImport.pick': 'Click or drag one file here',
  'membersImport.start': 'Import',
  'membersImport.uploading': 'Uploading…',
  'membersImport.processing': 'Checking and saving the members…',
  'membersImport.created': 'Created',
  'membersImport.skipped': 'Skipped (already in the club)',
  'membersImport.rejected': 'Rejected',
  'membersImport.allGood': 'Every row was imported.',
  'membersImport.rejectedTitle': 'Rejected rows: correct them and import the file again',
  'membersImport.row': 'Row',
  'membersImport.column': 'Column',
  'membersImport.message': 'Problem',
  'membersImport.download': 'Download rejected rows (CSV)',
  'membersImport.another': 'Import another file',
  'membersImport.close': 'Close',
} as const;

const es: Record<keyof typeof en, string> = {
  'membersImport.button': 'Importar',
  'membersImport.title': 'Importar socios',
  'membersImport.tipWeight': 'El peso va en lb (libras).',
  'membersImport.tipBirth': 'El nacimiento va como mes/año, p. ej. 01/1980.',
  'membersImport.tipLocation':
    'La sede es el nombre de una de las sedes de este club; cada fila necesita una.',
  'membersImport.tipKey':
    'El correo es la clave: un socio cuyo correo ya está en este club se omite, nunca se sobrescribe. Los socios importados quedan verificados y crean su contraseña con «¿Olvidaste la contraseña?».',
  'membersImport.tipLimits': 'Un archivo .xlsx, .xls o .csv, como máximo {mb} MB y {rows} socios.',
  'membersImport.templates': 'Plantillas:',
  'membersImport.pick': 'Haz clic o arrastra un archivo aquí',
  'membersImport.start': 'Importar',
  'membersImport.uploading': 'Subiendo…',
  'membersImport.processing': 'Comprobando y guardando los socios…',
  'membersImport.created': 'Creados',
  'membersImport.skipped': 'Omitidos (ya están en el club)',
  'membersImport.rejected': 'Rechazados',
  'membersImport.allGood': 'Se han importado todas las filas.',
  'membersImport.rejectedTitle': 'Filas rechazadas: corrígelas y vuelve a importar el archivo',
  'membersImport.row': 'Fila',
  'membersImport.column': 'Columna',
  'membersImport.message': 'Problema',
  'membersImport.download': 'Descargar filas rechazadas (CSV)',
  'membersImport.another': 'Importar otro archivo',
  'membersImport.close': 'Cerrar',
};

export const membersImportLocales = { en, es };
