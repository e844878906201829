/**
 * Masking of personal data for logs, audit entries and agencies that have not been selected
 * (law 09-08 data minimisation; docs/product/design.md §5 and §9). Pure functions, no I/O.
 */

/**
 * The shape a CIN is masked in: one or two letters, then four to six digits, the forms of the
 * Moroccan national identity card that `cinSchema` (domain/validation.ts) accepts.
 */
export const cinMaskShape = /^([A-Z]{1,2})(\d{4,6})$/;

/**
 * `AB123456` → `AB****56`, `A1234` → `A****`: the letters stay, every digit is a star except
 * the last two, which stay only when the stars still outnumber or equal what shows (six digits
 * after two letters, five after one). A mask never shows more characters than it hides (law
 * 09-08 data minimisation), so a short CIN shows its letters only, and anything not of the CIN
 * shape shows nothing (`****`). Upper-case input is expected, as `cinSchema` stores it.
 */
export function maskCin(cin: string): string {
  const match = cinMaskShape.exec(cin);
  if (!match) return '****';
  const [, letters = '', digits = ''] = match;
  const keptDigits = digits.length - 2 >= letters.length + 2 ? 2 : 0;
  return `${letters}${'*'.repeat(digits.length - keptDigits)}${digits.slice(digits.length - keptDigits)}`;
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
