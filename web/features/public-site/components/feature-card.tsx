import type { LucideIcon } from 'lucide-react';

/** A card of the public pages: an icon, a title (h3) and a sentence. */
export function FeatureCard({
  icon: Icon,
  title,
  text,
  tone = 'white',
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  tone?: 'white' | 'muted';
}) {
  return (
    <li
      className={`rounded-2xl p-6 ring-1 ring-slate-200 ${tone === 'white' ? 'bg-white shadow-sm' : 'bg-slate-50'}`}
    >
      <Icon aria-hidden className="text-brand-700" size={28} />
      <h3 className="mt-4 text-lg font-bold">{title}</h3>
      <p className="mt-1 text-slate-700">{text}</p>
    </li>
  );
}
