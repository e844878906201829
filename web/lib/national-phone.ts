import { useEffect, useState } from 'react';
import { loadAhead } from './load-ahead.ts';

/** domain/phone.ts and the libphonenumber-js metadata it reads (about 10 KB of gzip). */
const loadPhoneModule = () => import('../../domain/phone.ts');

/**
 * A stored phone number (E.164, `+212…`) in the national format (`05 22 …`, domain/phone.ts
 * displayPhone), for a part of a page that need not hold the page's first paint for the
 * formatting code: the E.164 number, as stored, until that code has come (a render later), then
 * the national format.
 */
export function useNationalPhone(number: string): string {
  const [national, setNational] = useState<{ number: string; text: string } | null>(null);
  useEffect(() => {
    let current = true;
    void loadAhead(loadPhoneModule).then(({ displayPhone }) => {
      if (current) setNational({ number, text: displayPhone(number).national });
    });
    return () => {
      current = false;
    };
  }, [number]);
  return national?.number === number ? national.text : number;
}
