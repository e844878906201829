import { AlertCircle } from 'lucide-react';

/** A message about the whole form (e.g. wrong credentials), announced to screen readers. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <AlertCircle aria-hidden size={18} className="mt-0.5 shrink-0" />
      <span>{message}</span>
    </div>
  );
}
