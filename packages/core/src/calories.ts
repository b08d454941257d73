// Calories after Keytel et al. 2005, "Prediction of energy expenditure from heart rate monitoring
// during submaximal exercise", J Sports Sci 23(3):289-297: the equations without VO2max. They give
// energy expenditure in kJ per minute from HR (bpm), weight (kg) and age (years):
//   men:   -55.0969 + 0.6309 HR + 0.1988 weight + 0.2017 age
//   women: -20.4022 + 0.4472 HR - 0.1263 weight + 0.0740 age
// kcal = kJ / 4.184. When the member's sex is unknown the mean of the two equations is used; without a
// weight or an age there is no estimate (the engine counts 0 kcal rather than invent a body).

/** Kilojoules in one kilocalorie. */
export const KJ_PER_KCAL = 4.184;

/** The sexes Keytel's equations are fitted for (the profile's gender). */
export type TSex = 'male' | 'female';

/** What the equations need to know about the member; null for what the profile does not say. */
export interface TCalorieBody {
  sex: TSex | null;
  weightKg: number | null;
  ageYears: number | null;
}

const male = (hr: number, kg: number, age: number) => -55.0969 + 0.6309 * hr + 0.1988 * kg + 0.2017 * age;
const female = (hr: number, kg: number, age: number) => -20.4022 + 0.4472 * hr - 0.1263 * kg + 0.074 * age;

/** Keytel's energy expenditure in kJ per minute at a heart rate (may be negative at low HR); null without weight or age. */
export function keytelKjPerMinute(hr: number, body: TCalorieBody): number | null {
  const { sex, weightKg: kg, ageYears: age } = body;
  if (kg == null || age == null) return null;
  if (sex === 'male') return male(hr, kg, age);
  if (sex === 'female') return female(hr, kg, age);
  return (male(hr, kg, age) + female(hr, kg, age)) / 2;
}
