/**
 * Public contact details shown in the navigation bar and footer (spec §2: placeholder text in
 * the original). Build-time values, overridable with VITE_SUPPORT_PHONE, VITE_SUPPORT_EMAIL and
 * VITE_SUPPORT_ADDRESS.
 */
export const supportContact = {
  phone: import.meta.env.VITE_SUPPORT_PHONE ?? '+212 5 22 00 00 00',
  email: import.meta.env.VITE_SUPPORT_EMAIL ?? 'contact@moqarana.ma',
  address: import.meta.env.VITE_SUPPORT_ADDRESS ?? '123 boulevard Mohammed V, 20000 Casablanca',
} as const;
