/** Age in whole years on a given day, from an ISO birth date (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Maximum heart rate estimate: 220 minus age (SPEC.md section 9). */
export function estimatedMaxHr(birthDate: string, today: Date): number {
  return 220 - ageOn(birthDate, today);
}
