// Messages of the accounts feature, merged into MESSAGES (messages.ts). English first, real Spanish.
export const ACCOUNT_MESSAGES = {
  'accounts.notYourself': {
    en: 'You cannot do this to your own account; use My Profile instead',
    es: 'No puedes hacer esto con tu propia cuenta; usa Mi perfil',
  },
  'accounts.passwordChanged': {
    en: 'Password changed; the account’s sessions have ended',
    es: 'Contraseña cambiada; las sesiones de la cuenta se han cerrado',
  },
  'accounts.senior': {
    en: 'You cannot change an account with a role above yours',
    es: 'No puedes modificar una cuenta con un rol superior al tuyo',
  },
  'accounts.signInDetails': {
    en: "Only a role above this account's may change its email or password",
    es: 'Solo un rol superior al de esta cuenta puede cambiar su correo electrónico o su contraseña',
  },
  'accounts.mail.emailChangedSubject': {
    en: 'The email address of your Pulseboard account was changed',
    es: 'Se ha cambiado el correo electrónico de tu cuenta de Pulseboard',
  },
  'accounts.mail.emailChangedBody': {
    en: 'The email address of your Pulseboard account was changed to {email} by {actor}, and you were signed out everywhere. If you did not expect this, contact your club at once.',
    es: 'El correo electrónico de tu cuenta de Pulseboard ha sido cambiado a {email} por {actor} y se ha cerrado tu sesión en todas partes. Si no lo esperabas, ponte en contacto con tu club de inmediato.',
  },
  'accounts.mail.passwordResetSubject': {
    en: 'The password of your Pulseboard account was reset',
    es: 'Se ha restablecido la contraseña de tu cuenta de Pulseboard',
  },
  'accounts.mail.passwordResetBody': {
    en: 'The password of your Pulseboard account ({email}) was reset by {actor}, and you were signed out everywhere. If you did not expect this, contact your club at once.',
    es: 'La contraseña de tu cuenta de Pulseboard ({email}) ha sido restablecida por {actor} y se ha cerrado tu sesión en todas partes. Si no lo esperabas, ponte en contacto con tu club de inmediato.',
  },
  'accounts.roleNotAssignable': {
    en: 'You cannot give this role',
    es: 'No puedes asignar este rol',
  },
  'accounts.locationRequired': {
    en: 'A location admin works at one location: choose it instead of All locations',
    es: 'Un administrador de sede trabaja en una sola sede: elígela en lugar de Todas las sedes',
  },
  'accounts.notClubAdmin': {
    en: 'This account is not a club admin',
    es: 'Esta cuenta no es administradora del club',
  },
  'accounts.hasHistory': {
    en: 'This account has workout history and cannot be deleted',
    es: 'Esta cuenta tiene historial de entrenamientos y no se puede eliminar',
  },
  'accounts.deleted': { en: 'The account has been deleted', es: 'La cuenta se ha eliminado' },
  'accounts.log.create': { en: 'Account created', es: 'Cuenta creada' },
  'accounts.log.update': { en: 'Account edited', es: 'Cuenta editada' },
  'accounts.log.assign-club-admin': { en: 'Club admin assigned', es: 'Administrador del club asignado' },
  'accounts.log.revoke-club-admin': { en: 'Club admin revoked', es: 'Administrador del club retirado' },
  'accounts.log.unbind-device': { en: 'Device unbound', es: 'Dispositivo desvinculado' },
  'accounts.log.change-password': { en: 'Password changed', es: 'Contraseña cambiada' },
  'accounts.log.change-settings': { en: 'Station settings changed', es: 'Ajustes de estación cambiados' },
  'accounts.log.enable-beta': { en: 'Beta enabled', es: 'Beta activada' },
  'accounts.log.disable-beta': { en: 'Beta disabled', es: 'Beta desactivada' },
  'accounts.log.update-location': { en: 'Location changed', es: 'Sede cambiada' },
} as const satisfies Record<string, { en: string; es: string }>;
