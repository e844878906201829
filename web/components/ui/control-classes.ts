/*
 * The classes of the form controls, apart from their components: a quote-flow frame's outline
 * (layout/frame-outlines.tsx) draws controls of the same sizes without loading the form
 * components and their libraries.
 */

/** Classes of a text-like control (input, select, textarea), red once its check failed. */
export function controlClass(error: string | undefined, extra = ''): string {
  return `block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${
    error ? 'border-red-600' : 'border-slate-300'
  } ${extra}`.trim();
}

/** Classes of a control's visible label. */
export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

/** Classes of a checkbox itself, beside its label text. */
export const checkboxClass = 'mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-700';
