/**
 * The letters of an insurer's wordmark: a short first word as it is (AXA, RMA, Wafa, MAMDA),
 * else the capitals of the name (Sanlam Maroc → SM, AtlantaSanad → AS).
 */
export function wordmark(name: string): string {
  const first = name.split(/\s+/)[0] ?? name;
  if (first.length <= 5) return first;
  return (name.match(/\p{Lu}/gu) ?? [first.charAt(0)]).slice(0, 3).join('');
}

/** Our own simple wordmark for an insurer on a tinted tile (no copied artwork). */
export function InsurerLogo({ name }: { name: string }) {
  return (
    <div
      aria-hidden
      className="grid size-14 shrink-0 place-items-center rounded-xl bg-brand-100 text-sm font-black tracking-tight text-brand-900"
    >
      {wordmark(name)}
    </div>
  );
}
