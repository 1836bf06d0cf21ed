/** A hint while typing, not a rule: the server refuses short and common passwords itself. */
export function passwordStrength(password: string): 'weak' | 'fair' | 'strong' {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-z\d]/i].filter((kind) => kind.test(password)).length;
  if (password.length >= 16 || (password.length >= 12 && kinds >= 3)) return 'strong';
  if (password.length >= 8 && kinds >= 2) return 'fair';
  return 'weak';
}
