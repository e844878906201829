/**
 * Masking of personal data for logs, audit entries and agencies that have not been selected
 * (law 09-08 data minimisation; DESIGN.md §5 and §9). Pure functions, no I/O.
 */

/** `AB123456` → `AB****56`: the letters and the last two digits stay visible. */
export function maskCin(cin: string): string {
  const match = /^([A-Za-z]{1,2})(\d*)(\d{2})$/.exec(cin);
  if (!match) return '****';
  const [, letters = '', middle = '', last = ''] = match;
  return `${letters.toUpperCase()}${'*'.repeat(Math.max(middle.length, 2))}${last}`;
}

/** `+212612345678` → `+2126******78`. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return '****';
  return `${phone.slice(0, 5)}${'*'.repeat(phone.length - 7)}${phone.slice(-2)}`;
}

/** `salma.bennani@example.ma` → `s***@example.ma`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** `Salma`, `Bennani` → `S. B.` — how agencies see a driver before selection. */
export function initials(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((part) => part.trim().charAt(0).toUpperCase())
    .filter(Boolean)
    .map((letter) => `${letter}.`)
    .join(' ');
}

/**
 * `Nadia`, `Bennani` → `Nadia B.` — how a published survey comment is signed: the first name
 * and the last name's initial only (the author's consent covers no more; law 09-08 data
 * minimisation).
 */
export function reviewSignature(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0]?.toLocaleUpperCase('fr') ?? '';
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
