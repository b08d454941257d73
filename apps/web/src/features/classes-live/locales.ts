// UI strings of live classes: the club's Live tab and the TV view.
const en = {
  'classesLive.today': 'Today’s classes',
  'classesLive.today_alternative': 'Today’s sessions',
  'classesLive.noClassToday': 'No class is planned for today. Classes are planned in the Class tab.',
  'classesLive.noClassToday_alternative':
    'No session is planned for today. Sessions are planned in the Session Time tab.',
  'classesLive.status.running': 'Running',
  'classesLive.status.upcoming': 'Upcoming',
  'classesLive.status.notStarted': 'Not started yet',
  'classesLive.status.timeOver': 'Not started (time over)',
  'classesLive.status.finished': 'Finished',
  'classesLive.booked': '{count} booked',
  'classesLive.start': 'Start',
  'classesLive.started': '{name} is live',
  'classesLive.stop': 'Stop',
  'classesLive.stopConfirmTitle': 'Stop {name}?',
  'classesLive.stopConfirm':
    'The class ends for everyone and each participant’s workout is saved to their history, points and challenges.',
  'classesLive.stopConfirm_alternative':
    'The session ends for everyone and each participant’s workout is saved to their history, Sweat Points and challenges.',
  'classesLive.stopped': '{name} stopped: {count} workouts saved',
  'classesLive.watch': 'Watch',
  'classesLive.watching': 'Watching',
  'classesLive.openTv': 'Open TV view',
  'classesLive.board': 'Live: {name}',
  'classesLive.pickRunning': 'Start a class, or pick a running one, to watch its participants here.',
  'classesLive.pickRunning_alternative':
    'Start a session, or pick a running one, to watch its participants here.',
  'classesLive.noneStreaming': 'Nobody is streaming yet. Tiles appear as soon as a heart-rate sensor sends.',
  'classesLive.conn.connecting': 'Connecting…',
  'classesLive.conn.live': 'Live',
  'classesLive.conn.reconnecting': 'Connection lost, reconnecting…',
  'classesLive.conn.stopped': 'The class has ended',
  'classesLive.conn.stopped_alternative': 'The session has ended',
  'classesLive.conn.refused': 'The live feed refused this screen: sign in again or check your access',
  'classesLive.tile.bpm': 'bpm',
  'classesLive.tile.max': 'of max',
  'classesLive.tile.points': '{points} pts',
  'classesLive.tile.points_alternative': '{points} SP',
  'classesLive.tile.zone': 'Zone {zone}',
  'classesLive.tile.signalLost': 'Signal lost',
  'classesLive.tile.waiting': 'Waiting for signal',
  'classesLive.tile.label': '{name}: {hr} bpm, {percent}% of max, {points} points',
  'classesLive.tile.label_alternative': '{name}: {hr} bpm, {percent}% of max, {points} Sweat Points',
  'classesLive.participants': '{count} participants',
  'classesLive.tv.badAddress': 'Open the TV view from the club’s Live tab: the class is part of its address.',
  'classesLive.tv.badAddress_alternative':
    'Open the TV view from the club’s Live tab: the session is part of its address.',
};

const es: Record<keyof typeof en, string> = {
  'classesLive.today': 'Clases de hoy',
  'classesLive.today_alternative': 'Sesiones de hoy',
  'classesLive.noClassToday':
    'No hay ninguna clase prevista para hoy. Las clases se planifican en la pestaña Clase.',
  'classesLive.noClassToday_alternative':
    'No hay ninguna sesión prevista para hoy. Las sesiones se planifican en la pestaña Session Time.',
  'classesLive.status.running': 'En curso',
  'classesLive.status.upcoming': 'Próxima',
  'classesLive.status.notStarted': 'Aún sin iniciar',
  'classesLive.status.timeOver': 'Sin iniciar (hora pasada)',
  'classesLive.status.finished': 'Terminada',
  'classesLive.booked': '{count} reservas',
  'classesLive.start': 'Iniciar',
  'classesLive.started': '{name} está en directo',
  'classesLive.stop': 'Detener',
  'classesLive.stopConfirmTitle': '¿Detener {name}?',
  'classesLive.stopConfirm':
    'La clase termina para todos y el entrenamiento de cada participante se guarda en su historial, sus puntos y sus retos.',
  'classesLive.stopConfirm_alternative':
    'La sesión termina para todos y el entrenamiento de cada participante se guarda en su historial, sus Sweat Points y sus retos.',
  'classesLive.stopped': '{name} detenida: {count} entrenamientos guardados',
  'classesLive.watch': 'Ver',
  'classesLive.watching': 'Viendo',
  'classesLive.openTv': 'Abrir vista de TV',
  'classesLive.board': 'En directo: {name}',
  'classesLive.pickRunning': 'Inicia una clase, o elige una en curso, para ver aquí a sus participantes.',
  'classesLive.pickRunning_alternative':
    'Inicia una sesión, o elige una en curso, para ver aquí a sus participantes.',
  'classesLive.noneStreaming':
    'Todavía nadie está transmitiendo. Las fichas aparecen en cuanto un sensor de frecuencia cardiaca envía datos.',
  'classesLive.conn.connecting': 'Conectando…',
  'classesLive.conn.live': 'En directo',
  'classesLive.conn.reconnecting': 'Se perdió la conexión, reconectando…',
  'classesLive.conn.stopped': 'La clase ha terminado',
  'classesLive.conn.stopped_alternative': 'La sesión ha terminado',
  'classesLive.conn.refused':
    'La transmisión en directo rechazó esta pantalla: vuelve a iniciar sesión o revisa tus permisos',
  'classesLive.tile.bpm': 'ppm',
  'classesLive.tile.max': 'del máx.',
  'classesLive.tile.points': '{points} pts',
  'classesLive.tile.points_alternative': '{points} SP',
  'classesLive.tile.zone': 'Zona {zone}',
  'classesLive.tile.signalLost': 'Sin señal',
  'classesLive.tile.waiting': 'Esperando señal',
  'classesLive.tile.label': '{name}: {hr} ppm, {percent} % del máximo, {points} puntos',
  'classesLive.tile.label_alternative': '{name}: {hr} ppm, {percent} % del máximo, {points} Sweat Points',
  'classesLive.participants': '{count} participantes',
  'classesLive.tv.badAddress':
    'Abre la vista de TV desde la pestaña En directo del club: la clase forma parte de su dirección.',
  'classesLive.tv.badAddress_alternative':
    'Abre la vista de TV desde la pestaña En directo del club: la sesión forma parte de su dirección.',
};

export const classesLiveLocales = { en, es };
