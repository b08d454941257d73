// Messages of the club leaderboards (issue 12), merged into MESSAGES (messages.ts): validation, the public
// link's refusal and the export's headers, which the API writes in the request's language.
export const LEADERBOARD_MESSAGES = {
  'leaderboards.measure': {
    en: 'Please choose what to rank by: points, workouts, minutes or calories',
    es: 'Elige por qué clasificar: puntos, entrenamientos, minutos o calorías',
  },
  'leaderboards.measure_alternative': {
    en: 'Please choose what to rank by: Sweat Points, workouts, minutes or calories',
    es: 'Elige por qué clasificar: Sweat Points, entrenamientos, minutos o calorías',
  },
  'leaderboards.linkInvalid': {
    en: 'This leaderboard link does not work any more: the club has changed or switched off its public link. Ask the club for the new one.',
    es: 'Este enlace de la clasificación ya no funciona: el club lo ha cambiado o desactivado. Pide al club el enlace nuevo.',
  },
  'leaderboards.sheet.rank': { en: 'Rank', es: 'Puesto' },
  'leaderboards.sheet.member': { en: 'Member', es: 'Socio' },
  'leaderboards.measure.points': { en: 'Points', es: 'Puntos' },
  // A club with the alternative wording (translate's `wording`, the web app's WordingProvider).
  'leaderboards.measure.points_alternative': { en: 'Sweat Points', es: 'Sweat Points' },
  'leaderboards.measure.workouts': { en: 'Workouts', es: 'Entrenamientos' },
  'leaderboards.measure.minutes': { en: 'Minutes', es: 'Minutos' },
  'leaderboards.measure.calories': { en: 'Calories', es: 'Calorías' },
} as const satisfies Record<string, { en: string; es: string }>;
