// Messages of the member history feature (weight, body metrics, blood pressure), merged into MESSAGES (messages.ts).
export const MEMBER_HISTORY_MESSAGES = {
  'memberHistory.memberId': { en: 'Please select a valid member', es: 'Selecciona un socio válido' },
  'memberHistory.metricName': { en: 'Please select a body metric', es: 'Selecciona una medida corporal' },
  'memberHistory.value': { en: 'Please enter the value as a number', es: 'Introduce el valor como número' },
  'memberHistory.measuredAt': {
    en: 'Please select when it was measured',
    es: 'Selecciona cuándo se tomó la medida',
  },
  'memberHistory.measuredAtFuture': {
    en: 'The measurement time cannot be in the future',
    es: 'La hora de la medida no puede estar en el futuro',
  },
  'memberHistory.entryId': {
    en: 'Please select the entry to delete',
    es: 'Selecciona la entrada que quieres eliminar',
  },
  'memberHistory.systolic': {
    en: 'Please enter a systolic pressure from 60 to 260 mmHg',
    es: 'Introduce una presión sistólica entre 60 y 260 mmHg',
  },
  'memberHistory.diastolic': {
    en: 'Please enter a diastolic pressure from 30 to 160 mmHg',
    es: 'Introduce una presión diastólica entre 30 y 160 mmHg',
  },
  'memberHistory.pulse': {
    en: 'Please enter a pulse from 25 to 250 beats per minute',
    es: 'Introduce un pulso entre 25 y 250 pulsaciones por minuto',
  },
  'memberHistory.bpOrder': {
    en: 'The systolic pressure must be higher than the diastolic pressure',
    es: 'La presión sistólica debe ser mayor que la diastólica',
  },
  'memberHistory.notFound': {
    en: 'This entry does not exist or was already deleted',
    es: 'Esta entrada no existe o ya se eliminó',
  },
  'memberHistory.memberNotFound': { en: 'This member does not exist', es: 'Este socio no existe' },
  'memberHistory.range.bodyWeight': {
    en: 'Please enter a body weight from 20 to 400 kg',
    es: 'Introduce un peso corporal entre 20 y 400 kg',
  },
  'memberHistory.range.bodyFat': {
    en: 'Please enter a body fat from 2 to 70 %',
    es: 'Introduce una grasa corporal entre 2 y 70 %',
  },
  'memberHistory.range.bodyWater': {
    en: 'Please enter a body water from 20 to 80 %',
    es: 'Introduce un agua corporal entre 20 y 80 %',
  },
  'memberHistory.range.bmi': {
    en: 'Please enter a BMI from 10 to 80',
    es: 'Introduce un IMC entre 10 y 80',
  },
  'memberHistory.range.muscleMass': {
    en: 'Please enter a muscle mass from 5 to 200 kg',
    es: 'Introduce una masa muscular entre 5 y 200 kg',
  },
  'memberHistory.range.visceralFat': {
    en: 'Please enter a visceral fat level from 1 to 60',
    es: 'Introduce un nivel de grasa visceral entre 1 y 60',
  },
  'memberHistory.range.rMetabolic': {
    en: 'Please enter a resting metabolism from 500 to 5000 kcal',
    es: 'Introduce un metabolismo en reposo entre 500 y 5000 kcal',
  },
  'memberHistory.range.biceps': {
    en: 'Please enter a biceps from 10 to 100 cm',
    es: 'Introduce un contorno de bíceps entre 10 y 100 cm',
  },
  'memberHistory.range.bust': {
    en: 'Please enter a bust from 40 to 250 cm',
    es: 'Introduce un contorno de pecho entre 40 y 250 cm',
  },
  'memberHistory.range.waist': {
    en: 'Please enter a waist from 40 to 250 cm',
    es: 'Introduce un contorno de cintura entre 40 y 250 cm',
  },
  'memberHistory.range.hip': {
    en: 'Please enter a hip from 40 to 250 cm',
    es: 'Introduce un contorno de cadera entre 40 y 250 cm',
  },
  'memberHistory.range.thigh': {
    en: 'Please enter a thigh from 20 to 150 cm',
    es: 'Introduce un contorno de muslo entre 20 y 150 cm',
  },
} as const satisfies Record<string, { en: string; es: string }>;
