import { parsePhoneNumberFromString as parseWith } from 'libphonenumber-js/core';
import { moroccanPhoneMetadata } from './phone-metadata.ts';

/*
 * Moroccan phone numbers (ANRT numbering plan, reference/morocco.md), read with libphonenumber's
 * full ("max") metadata, which checks the digits and not only the length, cut to calling code
 * +212 (domain/phone-metadata.ts, under 1 KiB instead of 44 KiB of gzip JavaScript): a number
 * of any other country is not read at all, which Moroccan validation refuses anyway.
 */

const parsePhoneNumberFromString = (text: string, country: 'MA') =>
  parseWith(text, country, moroccanPhoneMetadata);

/**
 * Normalises a Moroccan phone number to E.164 (`0612345678` → `+212612345678`), or returns
 * null when it is not a valid Moroccan number (ANRT plan via libphonenumber; docs/product/specification.md §5 rule:
 * a leading 0 becomes +212, a leading + is kept).
 */
export function toMoroccanE164(value: string): string | null {
  const phone = parsePhoneNumberFromString(value.trim(), 'MA');
  if (!phone || !phone.isValid() || phone.country !== 'MA') return null;
  return phone.number;
}

/**
 * A phone number as people read and dial it (one formatter for every place a phone is shown):
 * `+212522000000` → `05 22 00 00 00` (libphonenumber's national format; a number without `+`
 * is read as Moroccan), with its `tel:` link in E.164. A number it cannot read is shown as
 * given.
 */
export function displayPhone(value: string): { national: string; href: string } {
  const phone = parsePhoneNumberFromString(value, 'MA');
  if (!phone) return { national: value, href: `tel:${value.replace(/[^\d+]/g, '')}` };
  return { national: phone.formatNational(), href: phone.getURI() };
}
