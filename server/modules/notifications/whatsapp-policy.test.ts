import { describe, expect, it } from 'vitest';
import { whatsappRefusal } from './whatsapp-policy.ts';

describe('the WhatsApp channel of a driver’s messages (decision 0019)', () => {
  const confirmed = '+212661234567';

  it('goes only with the consent, to the confirmed number', () => {
    expect(whatsappRefusal({ optedIn: true, confirmedPhone: confirmed }, confirmed)).toBeNull();
  });

  it('is refused without consent, whatever the number', () => {
    expect(whatsappRefusal({ optedIn: false, confirmedPhone: confirmed }, confirmed)).toBe(
      'noConsent',
    );
  });

  it('is refused to a number never confirmed, or other than the confirmed one', () => {
    expect(whatsappRefusal({ optedIn: true, confirmedPhone: null }, confirmed)).toBe(
      'numberNotConfirmed',
    );
    expect(whatsappRefusal({ optedIn: true, confirmedPhone: confirmed }, '+212612345678')).toBe(
      'numberNotConfirmed',
    );
  });
});
