// Messages of the stations feature (settings and skins), merged into MESSAGES (messages.ts).
export const STATION_MESSAGES = {
  'stations.zoneStart': {
    en: 'Each zone start must be a whole percent from 30 to 100',
    es: 'Cada inicio de zona debe ser un porcentaje entero entre 30 y 100',
  },
  'stations.zoneStartsIncrease': {
    en: 'Zone starts must increase from one zone to the next',
    es: 'El inicio de cada zona debe ser mayor que el de la anterior',
  },
  'stations.zonePoints': {
    en: 'Zone points must be whole numbers from 0 to 20',
    es: 'Los puntos de zona deben ser números enteros entre 0 y 20',
  },
  'stations.zonePoints_alternative': {
    en: 'Zone Sweat Points must be whole numbers from 0 to 20',
    es: 'Los Sweat Points de zona deben ser números enteros entre 0 y 20',
  },
  'stations.color': {
    en: 'Please enter a colour as #rrggbb',
    es: 'Introduce un color con el formato #rrggbb',
  },
  'stations.colorMode': {
    en: 'Please choose gradient or solid',
    es: 'Elige degradado o color sólido',
  },
  'stations.calorieInflate': {
    en: 'Calorie inflate must be a whole percent from 0 to 50',
    es: 'El aumento de calorías debe ser un porcentaje entero entre 0 y 50',
  },
  'stations.skin': { en: 'Please select a skin', es: 'Selecciona un diseño' },
  'stations.skins.classic': { en: 'Classic', es: 'Clásico' },
  'stations.skins.dark': { en: 'Dark', es: 'Oscuro' },
  'stations.skins.highContrast': { en: 'High contrast', es: 'Alto contraste' },
  'stations.skins.neon': { en: 'Neon', es: 'Neón' },
} as const satisfies Record<string, { en: string; es: string }>;
