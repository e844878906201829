/** Our own simple wordmark for an insurer: its initials on a tinted tile (no copied artwork). */
export function InsurerLogo({ name }: { name: string }) {
  const letters = name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word.slice(0, word.length <= 4 ? 4 : 1))
    .join('');
  return (
    <div
      aria-hidden
      className="grid size-14 shrink-0 place-items-center rounded-xl bg-brand-100 text-sm font-black tracking-tight text-brand-900"
    >
      {letters.slice(0, 4)}
    </div>
  );
}
