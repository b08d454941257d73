import type { TUiKey } from './en.ts';

/** Spanish UI strings; the type makes a missing key fail the build. */
export const es: Record<TUiKey, string> = {
  'app.title': 'Pulseboard',
  'app.loading': 'Cargando ...',
  'language.label': 'Idioma',
  'language.switched': 'Idioma cambiado',
  'login.title': 'Inicia sesión en Pulseboard',
  'login.email': 'Correo electrónico',
  'login.password': 'Contraseña',
  'login.submit': 'Iniciar sesión',
  'nav.logout': 'Cerrar sesión',
  'dashboard.title': 'Panel',
  'dashboard.welcome': 'Hola, {name}',
  'notFound.title': 'Esta página no existe',
  'notFound.back': 'Volver al panel',
  'error.network': 'No se puede conectar con el servidor, comprueba tu conexión e inténtalo de nuevo',
  'role.accuro': 'Administrador de plataforma',
  'role.club': 'Administrador del club',
  'role.locationAdmin': 'Administrador de sede',
  'role.coach': 'Entrenador',
  'role.trainerLeader': 'Jefe de entrenadores',
  'role.member': 'Miembro',
};
