/** English UI strings. Keys are flat (i18next runs with keySeparator: false, like the contract's MESSAGES). */
export const en = {
  'app.title': 'Pulseboard',
  'app.loading': 'Loading ...',
  'language.label': 'Language',
  'language.switched': 'Switch Language Success',
  'login.title': 'Sign in to Pulseboard',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'nav.logout': 'Log out',
  'dashboard.title': 'Dashboard',
  'dashboard.welcome': 'Welcome, {name}',
  'notFound.title': 'This page does not exist',
  'notFound.back': 'Back to the dashboard',
  'error.network': 'Cannot reach the server, please check your connection and try again',
  'role.accuro': 'Platform admin',
  'role.club': 'Club admin',
  'role.locationAdmin': 'Location admin',
  'role.coach': 'Coach',
  'role.trainerLeader': 'Trainer leader',
  'role.member': 'Member',
} as const;

export type TUiKey = keyof typeof en;
