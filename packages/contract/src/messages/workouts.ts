// Messages of the workouts feature (issue 11), merged into MESSAGES (messages.ts). English first, real Spanish.
// The sample rules' keys are `workouts.` + packages/core hr-samples.ts' codes, with their figures as placeholders.
export const WORKOUT_MESSAGES = {
  'workouts.batch': {
    en: 'Please send from 1 to 100 workouts',
    es: 'Envía entre 1 y 100 entrenamientos',
  },
  'workouts.item': { en: 'Each workout must be an object', es: 'Cada entrenamiento debe ser un objeto' },
  'workouts.clientRef': {
    en: 'Please give the workout your own reference (clientRef), at most 100 characters',
    es: 'Indica la referencia propia del entrenamiento (clientRef), como máximo 100 caracteres',
  },
  'workouts.memberId': { en: 'Please select a member', es: 'Selecciona un socio' },
  'workouts.deviceId': {
    en: 'Please enter the correct device ID (decimal or 0x-hex)',
    es: 'Introduce un ID de dispositivo válido (decimal o hexadecimal 0x)',
  },
  'workouts.memberOrDevice': {
    en: 'Name the member with either memberId or deviceId, not both',
    es: 'Indica el socio con memberId o con deviceId, no con ambos',
  },
  'workouts.deviceSn': {
    en: 'The device serial number can have at most 64 characters',
    es: 'El número de serie del dispositivo puede tener como máximo 64 caracteres',
  },
  'workouts.dataSource': {
    en: 'The data source must be station, app or import',
    es: 'El origen de los datos debe ser station, app o import',
  },
  'workouts.startTime': {
    en: 'Please give the start time as an ISO 8601 date-time with its offset',
    es: 'Indica la hora de inicio como fecha y hora ISO 8601 con su desfase horario',
  },
  'workouts.startFuture': {
    en: 'The workout can not start in the future',
    es: 'El entrenamiento no puede empezar en el futuro',
  },
  'workouts.hr': {
    en: 'The heart rate must be a list of beats per minute',
    es: 'La frecuencia cardiaca debe ser una lista de pulsaciones por minuto',
  },
  'workouts.hrOrSummary': {
    en: 'Send either the heart-rate samples (hr) or an imported summary, not both',
    es: 'Envía las muestras de frecuencia cardiaca (hr) o un resumen importado, no ambos',
  },
  'workouts.summaryImportOnly': {
    en: 'A summary without samples is accepted only with the data source import',
    es: 'Un resumen sin muestras solo se acepta con el origen de datos import',
  },
  'workouts.hr.empty': {
    en: 'The workout has no heart-rate samples',
    es: 'El entrenamiento no tiene muestras de frecuencia cardiaca',
  },
  'workouts.hr.tooLong': {
    en: 'The samples last {seconds} seconds; a workout can last at most 6 hours',
    es: 'Las muestras duran {seconds} segundos; un entrenamiento puede durar como máximo 6 horas',
  },
  'workouts.hr.outOfRange': {
    en: 'Sample {index} is {value}; every heart rate must be from {min} to {max} bpm ({count} outside)',
    es: 'La muestra {index} vale {value}; cada frecuencia cardiaca debe estar entre {min} y {max} ppm ({count} fuera)',
  },
  'workouts.sampleInterval.invalid': {
    en: 'The sample interval must be a whole number of seconds from 1 to {max}',
    es: 'El intervalo entre muestras debe ser un número entero de segundos entre 1 y {max}',
  },
  'workouts.summary.durationSeconds': {
    en: 'The duration must be from 1 second to 6 hours',
    es: 'La duración debe estar entre 1 segundo y 6 horas',
  },
  'workouts.summary.calories': {
    en: 'The calories must be a whole number from 0 to 20000',
    es: 'Las calorías deben ser un número entero entre 0 y 20000',
  },
  'workouts.summary.avgHr': {
    en: 'The average heart rate must be from 25 to 250 bpm',
    es: 'La frecuencia cardiaca media debe estar entre 25 y 250 ppm',
  },
  'workouts.summary.maxHr': {
    en: 'The maximum heart rate must be from 25 to 250 bpm, and not below the average',
    es: 'La frecuencia cardiaca máxima debe estar entre 25 y 250 ppm, y no ser menor que la media',
  },
  'workouts.summary.zoneSeconds': {
    en: 'Give the seconds in each of the 5 zones; together they can not exceed the duration',
    es: 'Indica los segundos en cada una de las 5 zonas; juntos no pueden superar la duración',
  },
  'workouts.locationId': {
    en: 'Please select a location of the member’s club',
    es: 'Selecciona una sede del club del socio',
  },
  'workouts.clubId': { en: 'Please select a club', es: 'Selecciona un club' },
  'workouts.unknownDevice': {
    en: 'No member of this club wears the device {deviceId}',
    es: 'Ningún socio de este club lleva el dispositivo {deviceId}',
  },
  'workouts.memberNotInClub': {
    en: 'You can only send workouts of members of your own club',
    es: 'Solo puedes enviar entrenamientos de socios de tu propio club',
  },
  'workouts.ownOnly': {
    en: 'A member can only send their own workouts, with the data source app',
    es: 'Un socio solo puede enviar sus propios entrenamientos, con el origen de datos app',
  },
  'workouts.memberNoClub': {
    en: 'The member does not belong to a club, so the workout can not be scored',
    es: 'El socio no pertenece a ningún club, así que el entrenamiento no se puede puntuar',
  },
  'workouts.noMaxHr': {
    en: 'The member has neither a maximum heart rate nor a birth date, so the zones are unknown',
    es: 'El socio no tiene frecuencia cardiaca máxima ni fecha de nacimiento, así que se desconocen sus zonas',
  },
  'workouts.notFound': { en: 'This workout does not exist', es: 'Este entrenamiento no existe' },
  'workouts.zone.easy': { en: 'Easy', es: 'Suave' },
  'workouts.zone.light': { en: 'Light', es: 'Ligera' },
  'workouts.zone.moderate': { en: 'Moderate', es: 'Moderada' },
  'workouts.zone.intense': { en: 'Intense', es: 'Intensa' },
  'workouts.zone.vigorous': { en: 'Vigorous', es: 'Vigorosa' },
  'workouts.zone.reset': { en: 'Reset', es: 'Recuperación' },
  'workouts.zone.push': { en: 'Push', es: 'Empuje' },
  'workouts.zone.sweat': { en: 'Sweat', es: 'Sudor' },
  'workouts.zone.all-out': { en: 'All-out', es: 'Al máximo' },
} as const;
