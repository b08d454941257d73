// Messages of the member actions (Members tab), merged into MESSAGES (messages.ts). English first, real Spanish.
export const MEMBER_ACTION_MESSAGES = {
  'error.integrationNotConfigured': {
    en: 'The {provider} integration is not configured for this club',
    es: 'La integración con {provider} no está configurada para este club',
  },
  'error.integrationSyncUnavailable': {
    en: 'Visits cannot be fetched from {provider} yet: this version of Pulseboard does not sync with it. The settings saved in the Integration tab are kept for when it does.',
    es: 'Todavía no se pueden traer las visitas de {provider}: esta versión de Pulseboard aún no se sincroniza con este servicio. Los ajustes guardados en la pestaña Integración se conservan para cuando lo haga.',
  },
  'membersActions.notAMember': {
    en: 'This member does not belong to this club',
    es: 'Este socio no pertenece a este club',
  },
  'membersActions.deleteStaff': {
    en: 'A coach also signs in as staff: delete their login from the Admins tab',
    es: 'Un entrenador también entra como personal: elimina su acceso desde la pestaña Administradores',
  },
  'membersActions.pod': { en: 'Please select a pod', es: 'Selecciona un pod' },
  'membersActions.noPod': {
    en: 'This member holds no pod',
    es: 'Este socio no tiene ningún pod',
  },
  'membersActions.journeyLevel': {
    en: 'Please select one of the club’s journey levels',
    es: 'Selecciona uno de los niveles de progreso del club',
  },
  'membersActions.xgtPhase': {
    en: 'Please select one of the club’s XGT phases',
    es: 'Selecciona una de las fases XGT del club',
  },
  'membersActions.journeyLevels': {
    en: 'Please enter from 1 to 30 journey levels of at most 40 characters each',
    es: 'Introduce de 1 a 30 niveles de progreso de 40 caracteres como máximo cada uno',
  },
  'membersActions.xgtPhases': {
    en: 'Please enter from 1 to 30 XGT phases of at most 40 characters each',
    es: 'Introduce de 1 a 30 fases XGT de 40 caracteres como máximo cada una',
  },
  // The default journey levels and XGT phases (DEFAULT_MEMBER_OPTIONS), named in the reader's language;
  // the stored value stays the English one.
  'memberOption.Beginner': { en: 'Beginner', es: 'Principiante' },
  'memberOption.Intermediate': { en: 'Intermediate', es: 'Intermedio' },
  'memberOption.Advanced': { en: 'Advanced', es: 'Avanzado' },
  'memberOption.Elite': { en: 'Elite', es: 'Élite' },
  'memberOption.Phase 1': { en: 'Phase 1', es: 'Fase 1' },
  'memberOption.Phase 2': { en: 'Phase 2', es: 'Fase 2' },
  'memberOption.Phase 3': { en: 'Phase 3', es: 'Fase 3' },
  'memberOption.Phase 4': { en: 'Phase 4', es: 'Fase 4' },
  'membersActions.optionsDuplicate': {
    en: 'Each entry may appear only once',
    es: 'Cada elemento solo puede aparecer una vez',
  },
  'membersActions.pointsAmount': {
    en: 'Please enter a whole number of points other than 0, from -100000 to 100000',
    es: 'Introduce un número entero de puntos distinto de 0, entre -100000 y 100000',
  },
  'membersActions.pointsAmount_alternative': {
    en: 'Please enter a whole number of Sweat Points other than 0, from -100000 to 100000',
    es: 'Introduce un número entero de Sweat Points distinto de 0, entre -100000 y 100000',
  },
  'membersActions.rationale': {
    en: 'Please enter the rationale',
    es: 'Introduce el motivo',
  },
  'membersActions.pointsNotEnough': {
    en: 'The member has only {spendable} spendable points',
    es: 'El socio solo tiene {spendable} puntos disponibles',
  },
  'membersActions.pointsNotEnough_alternative': {
    en: 'The member has only {spendable} spendable Sweat Points',
    es: 'El socio solo tiene {spendable} Sweat Points disponibles',
  },
} as const satisfies Record<string, { en: string; es: string }>;
