/** The message under a field after a submit attempt; `id` is what the field's aria-describedby names. */
export function FieldError({
  id,
  message,
}: {
  id: string | undefined;
  message: string | undefined;
}) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** The hint under a field (format, example); `id` is what the field's aria-describedby names. */
export function FieldHint({ id, hint }: { id: string | undefined; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <p id={id} className="mt-1 text-xs text-slate-600">
      {hint}
    </p>
  );
}
