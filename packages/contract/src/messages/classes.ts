// Messages of the classes feature, merged into MESSAGES (messages.ts). English first, real Spanish.
export const CLASS_MESSAGES = {
  'validation.className': { en: 'Please enter the class name', es: 'Introduce el nombre de la clase' },
  'validation.classTimeZone': { en: 'Please select the timezone', es: 'Selecciona la zona horaria' },
  'validation.classDate': { en: 'Please select the class date', es: 'Selecciona la fecha de la clase' },
  'validation.classStartTime': { en: 'Please select the start time', es: 'Selecciona la hora de inicio' },
  'validation.classEndTime': { en: 'Please select the end time', es: 'Selecciona la hora de fin' },
  'validation.classEndAfterStart': {
    en: 'Please select an end time after the start time',
    es: 'Selecciona una hora de fin posterior a la de inicio',
  },
  'validation.classTrainer': { en: 'Please select the trainer', es: 'Selecciona el entrenador' },
  'validation.classTrainer_alternative': { en: 'Please select the coach', es: 'Selecciona el coach' },
  'validation.classStudio': { en: 'Please select the studio', es: 'Selecciona la sala' },
  'validation.classLocation': {
    en: 'Please select a location of this club',
    es: 'Selecciona una sede de este club',
  },
  'validation.classDescription': {
    en: 'The description can have at most 2000 characters',
    es: 'La descripción puede tener como máximo 2000 caracteres',
  },
  'validation.maxParticipants': {
    en: 'Please enter a maximum of participants between 1 and 1000',
    es: 'Introduce un máximo de participantes entre 1 y 1000',
  },
  'validation.meetingLink': {
    en: 'Please enter a valid URL for the meeting link',
    es: 'Introduce una URL válida para el enlace de la reunión',
  },
  'validation.rrule': {
    en: 'Please enter a valid recurrence (FREQ=DAILY, WEEKLY, MONTHLY or YEARLY, without times of day)',
    es: 'Introduce una recurrencia válida (FREQ=DAILY, WEEKLY, MONTHLY o YEARLY, sin horas del día)',
  },
  'validation.classScope': {
    en: 'Please choose this class or this and the following classes',
    es: 'Elige esta clase o esta y las siguientes',
  },
  'validation.classTemplate': {
    en: 'Please select a class template of this club',
    es: 'Selecciona una plantilla de clase de este club',
  },
  'validation.classMember': {
    en: 'Please select a member of this club',
    es: 'Selecciona un socio de este club',
  },
  'classes.startTimeMissing': {
    en: 'This start time does not exist on that date in this timezone (clocks change)',
    es: 'Esta hora de inicio no existe ese día en esta zona horaria (cambio de hora)',
  },
  'classes.noOccurrence': {
    en: 'This recurrence gives no class within a year',
    es: 'Esta recurrencia no da ninguna clase en un año',
  },
  'classes.maxExceeded': {
    en: 'Max Participants Exceeded, leaving {seats}.',
    es: 'Se ha superado el máximo de participantes, quedan {seats}.',
  },
  'classes.notStarted': {
    en: 'A participant can be marked absent only after the class has started',
    es: 'Solo se puede marcar ausente a un participante después de que empiece la clase',
  },
  'classes.notParticipant': {
    en: 'This member is not on the list of this class',
    es: 'Este socio no está en la lista de esta clase',
  },
  'classes.alreadyBooked': {
    en: 'This member is already on the list of this class',
    es: 'Este socio ya está en la lista de esta clase',
  },
  'classes.hasParticipants': {
    en: 'Some of these classes already have participants: change the recurrence of classes without bookings only',
    es: 'Algunas de estas clases ya tienen participantes: cambia la recurrencia solo de clases sin reservas',
  },
  'classes.cancelled': { en: 'This class was cancelled', es: 'Esta clase se ha cancelado' },
} as const satisfies Record<string, { en: string; es: string }>;
