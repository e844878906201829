import { displayPhone } from '../../domain/phone.ts';

/** A phone number as a `tel:` link in the national format, isolated as a Latin run. */
export function PhoneLink({ number, className }: { number: string; className?: string }) {
  const phone = displayPhone(number);
  return (
    <a href={phone.href} className={className} dir="ltr">
      <bdi className="whitespace-nowrap">{phone.national}</bdi>
    </a>
  );
}
