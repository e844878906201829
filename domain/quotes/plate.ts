/* How a plate is shown and masked; its stored form and checks are in request.ts (no zod
 * here: pages that show plates need not load it). */

/**
 * A stored plate as it is shown: a left-to-right mark (U+200E) after an Arabic letter, so the
 * digits after it stay on its right in any direction of text. Without it, the Unicode
 * bidirectional algorithm reads digits after an Arabic letter as Arabic numbers and shows
 * `12345-أ-6` as `12345-6-أ`. The stored value and the search keep the plain plate.
 */
export function displayPlate(plate: string): string {
  return plate.replace(/([\u0621-\u064A]\u0640?)/gu, '$1\u200e');
}

/**
 * A plate as an agency the driver has not chosen sees it (law 09-08 data minimisation;
 * docs/product/design.md §5): its serial number, the first run of digits, hidden one star per
 * digit — `12345-أ-6` → `*****-أ-6`, `WW-123456` → `WW-******`. The series letter and the
 * prefecture code stay: they say where the car was registered, not whose it is. An anonymised
 * quote's plate is empty and stays so. Applied by `agencyPlateView` (domain/offers/
 * driver-view.ts), whose SQL twin is `plateViewSql` (server/modules/offers/driver-view.sql.ts).
 */
export function maskPlate(plate: string): string {
  return plate.replace(/[0-9]+/, (serial) => '*'.repeat(serial.length));
}
