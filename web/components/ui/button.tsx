import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary:
    'border border-brand-700 text-brand-800 bg-white hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-white',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-500 disabled:hover:bg-transparent',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
};

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed';

/** The classes of a button of `variant`, also for links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

/** A button; `loading` disables it and shows a spinner, so a double click sends once. */
export function Button({
  variant = 'primary',
  loading = false,
  className = '',
  children,
  disabled,
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; loading?: boolean }) {
  return (
    <button
      className={buttonClass(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Loader2 aria-hidden className="animate-spin" size={16} /> : null}
      {children}
    </button>
  );
}
