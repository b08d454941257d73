// Messages of challenges (create and edit form, participants, teams, boards), merged into MESSAGES
// (messages.ts). The English of the required fields, the end time and the team name is SPEC.md
// section 5's, word for word. The criterion rules are the one text members read about scoring.
export const CHALLENGE_MESSAGES = {
  'challenges.name': { en: 'Please enter the challenge name', es: 'Introduce el nombre del reto' },
  'challenges.type': { en: 'Please select the challenge type', es: 'Selecciona el tipo de reto' },
  'challenges.zones': { en: 'Please select at least one zone', es: 'Selecciona al menos una zona' },
  'challenges.scope': { en: 'Please select the scope', es: 'Selecciona el ámbito' },
  'challenges.startTime': { en: 'Please select the start time', es: 'Selecciona la hora de inicio' },
  'challenges.endTime': { en: 'Please select the end date', es: 'Selecciona la fecha de fin' },
  'challenges.criterion': {
    en: 'Please select the winning criteria',
    es: 'Selecciona el criterio para ganar',
  },
  'challenges.endAfterStart': {
    en: 'The end time must be greater than the start time.',
    es: 'La hora de fin debe ser posterior a la hora de inicio.',
  },
  'challenges.teamName': { en: 'Please enter the team name', es: 'Introduce el nombre del equipo' },
  'challenges.teamColor': {
    en: 'Please select the team colour',
    es: 'Selecciona el color del equipo',
  },
  'challenges.locations': {
    en: 'Please select at least one location of this club',
    es: 'Selecciona al menos una sede de este club',
  },
  'challenges.teamScoring': {
    en: 'Please select how a team scores: the sum or the average of its members',
    es: 'Selecciona cómo puntúa un equipo: la suma o la media de sus miembros',
  },
  'challenges.pointsTarget': {
    en: 'Please enter a whole number above zero as the target, or leave it empty',
    es: 'Introduce un número entero mayor que cero como objetivo, o déjalo vacío',
  },
  'challenges.memberIds': {
    en: 'Please select at least one member',
    es: 'Selecciona al menos un socio',
  },
  'challenges.notClubMembers': {
    en: 'Only members of this club can take part: {count} of the selected are not',
    es: 'Solo pueden participar socios de este club: {count} de los seleccionados no lo son',
  },
  'challenges.teamNotFound': {
    en: 'This team is not part of this challenge',
    es: 'Este equipo no forma parte de este reto',
  },
  'challenges.teamsOnlyForTeamType': {
    en: 'Only a team challenge has teams: change the challenge type to team first',
    es: 'Solo un reto por equipos tiene equipos: cambia antes el tipo de reto a por equipos',
  },
  'challenges.teamNameTaken': {
    en: 'This challenge already has a team with this name',
    es: 'Este reto ya tiene un equipo con este nombre',
  },
  'challenges.noTeams': {
    en: 'Add at least one team before balancing the teams',
    es: 'Añade al menos un equipo antes de equilibrar los equipos',
  },
  'challenges.balanceMethod': {
    en: 'Please select how to balance the teams',
    es: 'Selecciona cómo equilibrar los equipos',
  },
  'challenges.alreadyEnded': {
    en: 'This challenge has already ended',
    es: 'Este reto ya ha terminado',
  },
  'challenges.shareNotFound': {
    en: 'This challenge link is not valid: it may have been replaced by a new one. Ask the club for the current link.',
    es: 'Este enlace del reto no es válido: puede que se haya sustituido por uno nuevo. Pide al club el enlace actual.',
  },
  'challenges.criteria.points': { en: 'Most points', es: 'Más puntos' },
  'challenges.criteria.points_alternative': { en: 'Most Sweat Points', es: 'Más Sweat Points' },
  'challenges.criteria.workouts': { en: 'Most workouts', es: 'Más entrenamientos' },
  'challenges.criteria.minutes': {
    en: 'Most minutes in the included zones',
    es: 'Más minutos en las zonas incluidas',
  },
  'challenges.criteria.calories': { en: 'Most calories', es: 'Más calorías' },
  'challenges.teamScorings.sum': { en: 'Sum of the members', es: 'Suma de los miembros' },
  'challenges.teamScorings.average': {
    en: 'Average per member',
    es: 'Media por miembro',
  },
  'challenges.rule.common': {
    en: 'Only workouts of the participants count: those done from the start date to the end date (in the club’s time zone), at the challenge’s locations, and from the members’ app only when the challenge allows mobile workouts. A workout sent late still counts on the day it was done. When the challenge ends early (ended by the club or its target reached), days after the end no longer count.',
    es: 'Solo cuentan los entrenamientos de los participantes: los hechos entre la fecha de inicio y la de fin (en la zona horaria del club), en las sedes del reto, y los de la app de socios solo si el reto admite entrenamientos móviles. Un entrenamiento enviado tarde cuenta igualmente el día en que se hizo. Si el reto termina antes (lo termina el club o se alcanza su objetivo), los días posteriores dejan de contar.',
  },
  'challenges.rule.points': {
    en: 'Points earned in the included zones. With every zone included, each workout’s own points; otherwise the minutes in each included zone times that zone’s points a minute, added up over the whole challenge and rounded half up once.',
    es: 'Puntos ganados en las zonas incluidas. Con todas las zonas incluidas, los puntos de cada entrenamiento; si no, los minutos en cada zona incluida por los puntos por minuto de esa zona, sumados en todo el reto y redondeados una sola vez (la mitad hacia arriba).',
  },
  'challenges.rule.points_alternative': {
    en: 'Sweat Points earned in the included zones. With every zone included, each workout’s own Sweat Points; otherwise the minutes in each included zone times that zone’s Sweat Points a minute, added up over the whole challenge and rounded half up once.',
    es: 'Sweat Points ganados en las zonas incluidas. Con todas las zonas incluidas, los Sweat Points de cada entrenamiento; si no, los minutos en cada zona incluida por los Sweat Points por minuto de esa zona, sumados en todo el reto y redondeados una sola vez (la mitad hacia arriba).',
  },
  'challenges.rule.workouts': {
    en: 'Workouts done: each workout that counts adds one, whatever zones it reached.',
    es: 'Entrenamientos hechos: cada entrenamiento que cuenta suma uno, sean cuales sean las zonas que alcanzó.',
  },
  'challenges.rule.minutes': {
    en: 'Minutes spent in the included zones (time below the first zone never counts), with one decimal, rounded half up.',
    es: 'Minutos pasados en las zonas incluidas (el tiempo por debajo de la primera zona nunca cuenta), con un decimal, redondeados la mitad hacia arriba.',
  },
  'challenges.rule.calories': {
    en: 'Calories burnt in the included zones. With every zone included, each workout’s own calories.',
    es: 'Calorías quemadas en las zonas incluidas. Con todas las zonas incluidas, las calorías de cada entrenamiento.',
  },
  'challenges.rule.teamSum': {
    en: 'A team scores the sum of its members’ scores.',
    es: 'Un equipo puntúa la suma de las puntuaciones de sus miembros.',
  },
  'challenges.rule.teamAverage': {
    en: 'A team scores the average of its members’ scores, with one decimal; members without workouts count as zero, so teams of different sizes compare fairly.',
    es: 'Un equipo puntúa la media de las puntuaciones de sus miembros, con un decimal; los miembros sin entrenamientos cuentan como cero, así los equipos de distinto tamaño se comparan con justicia.',
  },
  'challenges.export.rank': { en: 'Rank', es: 'Posición' },
  'challenges.export.name': { en: 'Name', es: 'Nombre' },
  'challenges.export.team': { en: 'Team', es: 'Equipo' },
  'challenges.export.members': { en: 'Members', es: 'Miembros' },
  'challenges.export.score': { en: 'Score', es: 'Puntuación' },
} as const satisfies Record<string, { en: string; es: string }>;
