// Messages of the clubs and locations features, merged into MESSAGES (messages.ts).
export const CLUB_MESSAGES = {
  'validation.clubName': {
    en: 'Please enter the correct club name',
    es: 'Introduce un nombre de club válido',
  },
  'validation.clubCode': {
    en: 'Please enter a club code of 2 to 32 letters, digits, dashes or underscores',
    es: 'Introduce un código de club de 2 a 32 letras, cifras, guiones o guiones bajos',
  },
  'validation.clubCodeTaken': {
    en: 'Another club already uses this code',
    es: 'Otro club ya usa este código',
  },
  'validation.subdomain': {
    en: 'Please enter a subdomain of lowercase letters, digits and dashes',
    es: 'Introduce un subdominio con letras minúsculas, cifras y guiones',
  },
  'validation.subdomainTaken': {
    en: 'Another club already uses this subdomain',
    es: 'Otro club ya usa este subdominio',
  },
  'validation.timezone': {
    en: 'Please select a valid time zone',
    es: 'Selecciona una zona horaria válida',
  },
  'validation.zoneStarts': {
    en: 'Zone starts must increase from one zone to the next',
    es: 'El inicio de cada zona debe ser mayor que el de la anterior',
  },
  'validation.zonePoints': {
    en: 'Please enter the points of each of the 5 zones',
    es: 'Introduce los puntos de cada una de las 5 zonas',
  },
  'validation.zonePoints_alternative': {
    en: 'Please enter the Sweat Points of each of the 5 zones',
    es: 'Introduce los Sweat Points de cada una de las 5 zonas',
  },
  'clubs.settingsInvalid': {
    en: 'The settings are not valid JSON, so they are treated as {} until corrected',
    es: 'Los ajustes no son un JSON válido, así que se tratan como {} hasta que se corrijan',
  },
  'clubs.hasMembers': {
    en: 'This club still has {count} members. Move or remove them before deleting the club; their history is kept.',
    es: 'Este club todavía tiene {count} socios. Muévelos o elimínalos antes de borrar el club; su historial se conserva.',
  },
  'clubs.hasHistory': {
    en: 'This club has workout history, so it cannot be deleted',
    es: 'Este club tiene historial de entrenamientos, así que no se puede borrar',
  },
  'clubs.ownerOnlyField': {
    en: 'Only a platform administrator can change this',
    es: 'Solo un administrador de la plataforma puede cambiar esto',
  },
  'integrations.unknownField': {
    en: 'This provider has no such setting',
    es: 'Este proveedor no tiene este ajuste',
  },
  'clubModules.memberErased': {
    en: 'The member’s personal data has been erased; their workouts still count in the club’s totals',
    es: 'Se han borrado los datos personales del socio; sus entrenamientos siguen contando en los totales del club',
  },
  'clubModules.notAMember': {
    en: 'This person is not a member of this club',
    es: 'Esta persona no es socia de este club',
  },
  'validation.branchName': { en: 'Please enter the branch name.', es: 'Introduce el nombre de la sede.' },
  'validation.branchLocation': {
    en: 'Please enter the branch location.',
    es: 'Introduce la dirección de la sede.',
  },
  'validation.zip': { en: 'Please enter a valid zip code', es: 'Introduce un código postal válido' },
  'validation.url': {
    en: 'Please enter a correct web address (http or https)',
    es: 'Introduce una dirección web correcta (http o https)',
  },
} as const satisfies Record<string, { en: string; es: string }>;
