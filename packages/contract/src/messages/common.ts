// The messages every page needs from its first load (validation, auth and error texts): the login page
// loads only these; the features' message files come with the other pages (messages.ts joins them all).

export type TMessages = Record<string, { en: string; es: string }>;
export const LANGUAGES = ['en', 'es'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** Messages shared by every feature: validation, auth and error texts. */
export const COMMON_MESSAGES = {
  'validation.password': {
    en: 'The password can not be less than 6 digits',
    es: 'La contraseña no puede tener menos de 6 caracteres',
  },
  'validation.passwordCommon': {
    en: 'This password is too common, please choose another one',
    es: 'Esta contraseña es demasiado común, elige otra',
  },
  'validation.passwordTooLong': {
    en: 'The password can not be longer than 128 characters',
    es: 'La contraseña no puede tener más de 128 caracteres',
  },
  'validation.email': {
    en: 'Please enter the correct email address',
    es: 'Introduce un correo electrónico válido',
  },
  'validation.userName': {
    en: 'Please enter the correct user name',
    es: 'Introduce un nombre de usuario válido',
  },
  'validation.passwordsDiffer': {
    en: 'The two passwords are different',
    es: 'Las dos contraseñas no coinciden',
  },
  'validation.confirmationCode': {
    en: 'Please enter the correct confirmation code',
    es: 'Introduce el código de confirmación correcto',
  },
  'validation.firstName': { en: 'Please enter the correct first name', es: 'Introduce un nombre válido' },
  'validation.lastName': { en: 'Please enter the correct last name', es: 'Introduce un apellido válido' },
  'validation.nickName': { en: 'Please enter the correct nick name', es: 'Introduce un apodo válido' },
  'validation.gender': { en: 'Please select gender', es: 'Selecciona el género' },
  'validation.birthDate': { en: 'Please select birthDate', es: 'Selecciona la fecha de nacimiento' },
  'validation.birthDateRange': {
    en: 'The birth date must be between 1900 and today',
    es: 'La fecha de nacimiento debe estar entre 1900 y hoy',
  },
  'validation.weight': { en: 'Please enter the correct weight', es: 'Introduce un peso válido' },
  'validation.bodyFat': {
    en: 'Please enter the correct body fat percentage (2 to 70%)',
    es: 'Introduce un porcentaje de grasa corporal válido (del 2 al 70%)',
  },
  'validation.maxHr': {
    en: 'Please enter the correct maximum heart rate (a whole number from 100 to 230 bpm)',
    es: 'Introduce una frecuencia cardiaca máxima válida (un número entero de 100 a 230 ppm)',
  },
  'validation.restingHr': {
    en: 'Please enter the correct resting heart rate (30 to 120 bpm)',
    es: 'Introduce una frecuencia cardiaca en reposo válida (de 30 a 120 ppm)',
  },
  'validation.deviceId': {
    en: 'Please enter the device id',
    es: 'Introduce el identificador del dispositivo',
  },
  'validation.location': { en: 'Please select location', es: 'Selecciona la sede' },
  'validation.preferUnit': { en: 'Please select metric or imperial', es: 'Selecciona métrico o imperial' },
  'validation.clubId': { en: 'Please select a valid club', es: 'Selecciona un club válido' },
  'validation.invalid': { en: 'Please check this value', es: 'Revisa este valor' },
  'validation.tooLong': {
    en: 'This is longer than allowed: please shorten it',
    es: 'Es más largo de lo permitido: acórtalo',
  },
  'validation.text': {
    en: 'Remove the control characters or broken symbols from this value',
    es: 'Quita los caracteres de control o los símbolos dañados de este valor',
  },
  'validation.oldPassword': {
    en: 'Please enter your current password',
    es: 'Introduce tu contraseña actual',
  },
  'validation.wrongOldPassword': {
    en: 'The current password is not correct',
    es: 'La contraseña actual no es correcta',
  },
  'validation.faqTitle': { en: 'Please enter the title', es: 'Introduce el título' },
  'validation.link': {
    en: 'Please enter a correct link (http, https or ftp)',
    es: 'Introduce un enlace correcto (http, https o ftp)',
  },
  'validation.range': { en: 'Please select a date range', es: 'Selecciona un intervalo de fechas' },
  'validation.dateFrom': { en: 'Please select the start date', es: 'Selecciona la fecha de inicio' },
  'validation.dateTo': { en: 'Please select the end date', es: 'Selecciona la fecha de fin' },
  'validation.dateOrder': {
    en: 'The end date must not be before the start date',
    es: 'La fecha de fin no puede ser anterior a la de inicio',
  },
  'validation.rangeTooLong': {
    en: 'Please choose a range of at most {days} days',
    es: 'Elige un intervalo de {days} días como máximo',
  },
  'validation.image': { en: 'Please upload a valid image file', es: 'Sube un archivo de imagen válido' },
  'validation.uploadMalformed': {
    en: 'The upload arrived incomplete or malformed; please choose the file and send it again',
    es: 'El archivo llegó incompleto o mal formado; elígelo y envíalo de nuevo',
  },
  'validation.imageSize': {
    en: 'The image is too large (at most {mb} MB)',
    es: 'La imagen es demasiado grande (como máximo {mb} MB)',
  },
  'validation.role': { en: 'Please select user role', es: 'Selecciona el rol de usuario' },
  'validation.roleNotYours': {
    en: 'You do not have this role',
    es: 'No tienes este rol',
  },
  'validation.faqOrder': {
    en: 'The new order must list every entry once',
    es: 'El nuevo orden debe incluir cada entrada una sola vez',
  },
  'auth.passwordChanged': {
    en: 'Your password has been changed',
    es: 'Tu contraseña se ha cambiado',
  },
  'validation.required': { en: 'This field is required', es: 'Este campo es obligatorio' },
  'profile.noData': {
    en: 'Verification failed, please Login again.',
    es: 'La verificación ha fallado, vuelve a iniciar sesión.',
  },
  'profile.noRole': {
    en: 'getInfo: role must be a non-null string!',
    es: 'getInfo: el rol debe ser un texto no nulo.',
  },
  'error.validation': {
    en: 'Some fields are not valid, please check them',
    es: 'Algunos campos no son válidos, revísalos',
  },
  'error.badRequest': { en: 'The request could not be read', es: 'No se ha podido leer la solicitud' },
  'error.badCredentials': {
    en: 'Wrong email or password',
    es: 'Correo electrónico o contraseña incorrectos',
  },
  'error.tokenInvalid': {
    en: 'Your session is not valid, please log in again',
    es: 'Tu sesión no es válida, vuelve a iniciar sesión',
  },
  'error.signedInElsewhere': {
    en: 'You have signed in somewhere else, please log in again',
    es: 'Has iniciado sesión en otro lugar, vuelve a iniciar sesión',
  },
  'error.tokenExpired': {
    en: 'Your session has expired, please log in again',
    es: 'Tu sesión ha caducado, vuelve a iniciar sesión',
  },
  'error.forbidden': {
    en: 'You do not have permission to do this',
    es: 'No tienes permiso para realizar esta acción',
  },
  'error.accountDisabled': {
    en: 'This account is disabled, please contact your club',
    es: 'Esta cuenta está desactivada, ponte en contacto con tu club',
  },
  'error.notFound': { en: 'Not found', es: 'No encontrado' },
  'error.conflict': {
    en: 'This change conflicts with existing data',
    es: 'Este cambio entra en conflicto con datos existentes',
  },
  'error.concurrentChange': {
    en: 'Someone else was changing the same data at that moment, please try again',
    es: 'Otra persona estaba cambiando los mismos datos en ese momento, inténtalo de nuevo',
  },
  'error.emailTaken': {
    en: 'This email address is already registered',
    es: 'Este correo electrónico ya está registrado',
  },
  'error.payloadTooLarge': { en: 'The request is too large', es: 'La solicitud es demasiado grande' },
  'error.headersTooLarge': {
    en: "The request headers are too large: clear this site's cookies and try again",
    es: 'Las cabeceras de la solicitud son demasiado grandes: borra las cookies de este sitio y vuelve a intentarlo',
  },
  'error.unsupportedMediaType': {
    en: 'This content type is not supported',
    es: 'Este tipo de contenido no está admitido',
  },
  'error.tooManyAttempts': {
    en: 'Too many failed sign-in attempts, please try again in {minutes} minutes',
    es: 'Demasiados intentos fallidos de inicio de sesión, inténtalo de nuevo dentro de {minutes} minutos',
  },
  'error.tooManyResetRequests': {
    en: 'Too many password reset requests, please try again in {minutes} minutes',
    es: 'Demasiadas solicitudes para restablecer la contraseña, inténtalo de nuevo dentro de {minutes} minutos',
  },
  'error.tooManyResetAttempts': {
    en: 'Too many password reset attempts, please try again in {minutes} minutes',
    es: 'Demasiados intentos de restablecer la contraseña, inténtalo de nuevo dentro de {minutes} minutos',
  },
  'error.internal': {
    en: 'Something went wrong on our side, please try again',
    es: 'Algo ha fallado por nuestra parte, inténtalo de nuevo',
  },
  'error.notReady': {
    en: 'The service is starting, please try again shortly',
    es: 'El servicio se está iniciando, inténtalo de nuevo en unos instantes',
  },
  'auth.resetCodeSent': {
    en: 'If this email is registered, a confirmation code has been sent to it',
    es: 'Si este correo está registrado, se le ha enviado un código de confirmación',
  },
  'auth.resetDone': {
    en: 'Your password has been changed, please log in',
    es: 'Tu contraseña se ha cambiado, inicia sesión',
  },
  'mail.resetSubject': {
    en: 'Your Pulseboard confirmation code',
    es: 'Tu código de confirmación de Pulseboard',
  },
  'mail.resetBody': {
    en: 'Your confirmation code is {code}. It is valid for 15 minutes. If you did not ask for it, ignore this email.',
    es: 'Tu código de confirmación es {code}. Es válido durante 15 minutos. Si no lo has pedido, ignora este correo.',
  },
  ok: { en: 'Success', es: 'Correcto' },
} as const satisfies TMessages;
