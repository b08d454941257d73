/** Age in whole years on a given day, from an ISO birth date (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: Date): number {
  // Read in place: the member page works this out for every row it lists.
  const y = Number(birthDate.slice(0, 4));
  const m = Number(birthDate.slice(5, 7));
  const d = Number(birthDate.slice(8, 10));
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
