// Messages of the live-classes feature (start, stop and the live socket), merged into MESSAGES (messages.ts).
export const CLASS_LIVE_MESSAGES = {
  'classesLive.alreadyRunning': {
    en: 'This class is already running.',
    es: 'Esta clase ya está en marcha.',
  },
  'classesLive.alreadyStopped': {
    en: 'This class has already been stopped; it cannot be started again.',
    es: 'Esta clase ya se ha detenido; no se puede volver a iniciar.',
  },
  'classesLive.cancelled': {
    en: 'This class is cancelled and cannot be started.',
    es: 'Esta clase está cancelada y no se puede iniciar.',
  },
  'classesLive.tooEarly': {
    en: 'A class can be started from {minutes} minutes before its start time.',
    es: 'Una clase se puede iniciar desde {minutes} minutos antes de su hora de inicio.',
  },
  'classesLive.tooLate': {
    en: 'This class ended more than {hours} hours ago and can no longer be started.',
    es: 'Esta clase terminó hace más de {hours} horas y ya no se puede iniciar.',
  },
  'classesLive.notRunning': {
    en: 'This class is not running: start it first.',
    es: 'Esta clase no está en marcha: iníciala primero.',
  },
  'classesLive.authTimeout': {
    en: 'Sign in within a few seconds of connecting.',
    es: 'Inicia sesión pocos segundos después de conectarte.',
  },
  'classesLive.tokenInUrl': {
    en: 'A token in the address is not accepted: send it in the X-AUTHORIZATION header or the first message.',
    es: 'No se acepta un token en la dirección: envíalo en la cabecera X-AUTHORIZATION o en el primer mensaje.',
  },
  'classesLive.badMessage': {
    en: 'This message is not understood.',
    es: 'No se entiende este mensaje.',
  },
  'classesLive.sampleTime': {
    en: 'The sample time must fall while the class runs.',
    es: 'La hora de la muestra debe caer mientras la clase está en marcha.',
  },
} as const;
