/**
 * Display formats (DESIGN.md §4): money as `1 234,00 DH`, dates as `22/11/2026`. French only
 * until issue 5 makes them follow the language.
 */
const amount = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Centimes → `1 234,50 DH`. */
export function formatDh(centimes: number): string {
  return `${amount.format(centimes / 100)} DH`;
}

/** `YYYY-MM-DD` or an ISO instant → `22/11/2026`. */
export function formatDate(value: string): string {
  const date = value.length === 10 ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Casablanca' }).format(date);
}
