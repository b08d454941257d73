// Messages of the week challenges feature, merged into MESSAGES (messages.ts). The English of the four
// required-field messages is SPEC.md section 5's ("member, template, withdraw reason, check-in date required").
export const WEEK_CHALLENGE_MESSAGES = {
  'weekChallenges.member': { en: 'Please select the member', es: 'Selecciona el socio' },
  'weekChallenges.template': { en: 'Please select the template', es: 'Selecciona la plantilla' },
  'weekChallenges.withdrawReason': {
    en: 'Please enter the withdraw reason',
    es: 'Introduce el motivo de la retirada',
  },
  'weekChallenges.checkinDate': {
    en: 'Please select the check-in date',
    es: 'Selecciona la fecha del registro',
  },
  'weekChallenges.templateName': { en: 'Please enter the name', es: 'Introduce el nombre' },
  'weekChallenges.templateNameTooLong': {
    en: 'The name can have at most 100 characters',
    es: 'El nombre puede tener como máximo 100 caracteres',
  },
  'weekChallenges.weeks': {
    en: 'Please enter the number of weeks, from 1 to 52',
    es: 'Introduce el número de semanas, de 1 a 52',
  },
  'weekChallenges.minWorkouts': {
    en: 'Please enter the minimum workouts per week, from 1 to 14',
    es: 'Introduce el mínimo de entrenamientos por semana, de 1 a 14',
  },
  'weekChallenges.penaltyWeeks': {
    en: 'Please enter the penalty weeks, from 0 to 8',
    es: 'Introduce las semanas de penalización, de 0 a 8',
  },
  'weekChallenges.note': {
    en: 'The note can have at most 500 characters',
    es: 'La nota puede tener como máximo 500 caracteres',
  },
  'weekChallenges.reasonTooLong': {
    en: 'The reason can have at most 500 characters',
    es: 'El motivo puede tener como máximo 500 caracteres',
  },
  'weekChallenges.templateNameTaken': {
    en: 'A template with this name already exists in this club',
    es: 'Ya existe una plantilla con este nombre en este club',
  },
  'weekChallenges.templateInUse': {
    en: 'This template cannot be deleted: {count} week challenges were made from it and keep their history',
    es: 'No se puede eliminar esta plantilla: {count} retos semanales se han creado con ella y conservan su historial',
  },
  'weekChallenges.templateFiguresInUse': {
    en: 'Members have signed up to this template, so only its name can change; create a new template for other figures',
    es: 'Hay socios inscritos en esta plantilla, así que solo puede cambiar su nombre; crea una plantilla nueva para otras cifras',
  },
  'weekChallenges.memberNotInClub': {
    en: 'Please select a member of this club',
    es: 'Selecciona un socio de este club',
  },
  'weekChallenges.templateNotInClub': {
    en: 'Please select a template of this club',
    es: 'Selecciona una plantilla de este club',
  },
  'weekChallenges.alreadySignedUp': {
    en: '{name} is already doing this week challenge',
    es: '{name} ya está haciendo este reto semanal',
  },
  'weekChallenges.alreadySignedUpSelf': {
    en: 'You are already doing this week challenge',
    es: 'Ya estás haciendo este reto semanal',
  },
  'weekChallenges.checkinFuture': {
    en: 'The check-in date cannot be in the future',
    es: 'La fecha del registro no puede ser futura',
  },
  'weekChallenges.checkinOutside': {
    en: 'The check-in date must be within the challenge, from {from} to {to}',
    es: 'La fecha del registro debe estar dentro del reto, del {from} al {to}',
  },
  'weekChallenges.withdrawn': {
    en: 'This week challenge was withdrawn and takes no more check-ins',
    es: 'Este reto semanal se abandonó y ya no admite registros',
  },
  'weekChallenges.alreadyWithdrawn': {
    en: 'This week challenge has already been withdrawn',
    es: 'Este reto semanal ya se abandonó',
  },
  'weekChallenges.alreadyCompleted': {
    en: 'This week challenge is already completed',
    es: 'Este reto semanal ya está completado',
  },
} as const satisfies Record<string, { en: string; es: string }>;
