/* How a plate is shown; its stored form and checks are in request.ts (no zod here: pages
 * that show plates need not load it). */

/**
 * A stored plate as it is shown: a left-to-right mark (U+200E) after an Arabic letter, so the
 * digits after it stay on its right in any direction of text. Without it, the Unicode
 * bidirectional algorithm reads digits after an Arabic letter as Arabic numbers and shows
 * `12345-أ-6` as `12345-6-أ`. The stored value and the search keep the plain plate.
 */
export function displayPlate(plate: string): string {
  return plate.replace(/([\u0621-\u064A]\u0640?)/gu, '$1\u200e');
}
