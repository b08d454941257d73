// UI strings of the Scheduler tab; merged into i18next by app/locales.ts.
const en = {
  'classes.scheduler.byStudio': 'By studio',
  'classes.scheduler.byTrainer': 'By trainer',
  'classes.scheduler.allStudios': 'All studios',
  'classes.scheduler.allTrainers': 'All trainers',
  'classes.scheduler.previous': 'Previous',
  'classes.scheduler.today': 'Today',
  'classes.scheduler.next': 'Next',
  'classes.scheduler.week': 'Week',
  'classes.scheduler.day': 'Day',
  'classes.scheduler.zone': 'Times in the club’s time zone, {zone}',
  'classes.scheduler.otherZone': 'Planned in {zone}: {start}–{end} there',
  'classes.scheduler.empty': 'No classes on these days',
  'classes.scheduler.hint': 'Click a free slot to plan a class; drag a class to move it.',
  'classes.scheduler.hintPhone': 'Tap a free slot to plan a class; tap a class to open or move it.',
  'classes.scheduler.newAt': 'New class on {date} at {time}',
  'classes.scheduler.open': 'Details',
  'classes.scheduler.move': 'Move',
  'classes.scheduler.moveTitle': 'Move this class?',
  'classes.scheduler.moveConfirm':
    '“{name}” moves from {from} to {to}. Only this class changes, not the rest of its series.',
  'classes.scheduler.moveTo': 'Move “{name}”',
  'classes.scheduler.newDate': 'New date',
  'classes.scheduler.newTime': 'New start time',
  'classes.scheduler.moved': 'Class moved',
  'classes.scheduler.endsNextDay':
    'A class must end on the day it starts in its own time zone: choose an earlier time.',
  'classes.scheduler.cancelled': 'Cancelled',
  'classes.scheduler.seats': '{booked}/{max} booked',
  'classes.scheduler.booked': '{booked} booked',
  'classes.scheduler.continues': 'continues from the day before',
  'classes.scheduler.filter': 'Show',
} as const;

const es: Record<keyof typeof en, string> = {
  'classes.scheduler.byStudio': 'Por sala',
  'classes.scheduler.byTrainer': 'Por entrenador',
  'classes.scheduler.allStudios': 'Todas las salas',
  'classes.scheduler.allTrainers': 'Todos los entrenadores',
  'classes.scheduler.previous': 'Anterior',
  'classes.scheduler.today': 'Hoy',
  'classes.scheduler.next': 'Siguiente',
  'classes.scheduler.week': 'Semana',
  'classes.scheduler.day': 'Día',
  'classes.scheduler.zone': 'Horas en la zona horaria del club, {zone}',
  'classes.scheduler.otherZone': 'Planificada en {zone}: {start}–{end} allí',
  'classes.scheduler.empty': 'No hay clases en estos días',
  'classes.scheduler.hint':
    'Haz clic en un hueco libre para programar una clase; arrastra una clase para moverla.',
  'classes.scheduler.hintPhone':
    'Toca un hueco libre para programar una clase; toca una clase para abrirla o moverla.',
  'classes.scheduler.newAt': 'Nueva clase el {date} a las {time}',
  'classes.scheduler.open': 'Detalles',
  'classes.scheduler.move': 'Mover',
  'classes.scheduler.moveTitle': '¿Mover esta clase?',
  'classes.scheduler.moveConfirm':
    '«{name}» pasa de {from} a {to}. Solo cambia esta clase, no el resto de su serie.',
  'classes.scheduler.moveTo': 'Mover «{name}»',
  'classes.scheduler.newDate': 'Nueva fecha',
  'classes.scheduler.newTime': 'Nueva hora de inicio',
  'classes.scheduler.moved': 'Clase movida',
  'classes.scheduler.endsNextDay':
    'Una clase debe terminar el mismo día en que empieza, en su zona horaria: elige una hora más temprana.',
  'classes.scheduler.cancelled': 'Cancelada',
  'classes.scheduler.seats': '{booked}/{max} reservas',
  'classes.scheduler.booked': '{booked} reservas',
  'classes.scheduler.continues': 'sigue del día anterior',
  'classes.scheduler.filter': 'Mostrar',
};

export const classesSchedulerLocales = { en, es };
