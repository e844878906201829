/**
 * The panel that replaces an area's page that failed to render (web/components/area-error-panel.tsx):
 * loaded with the panel only, never with the pages.
 */
export const frAreaErrors = {
  areaError: {
    titles: {
      publicSite: 'Cette page n’a pas pu s’afficher',
      quoteJourney: 'Cette étape de votre devis n’a pas pu s’afficher',
      account: 'Cette page de votre compte n’a pas pu s’afficher',
      backOffice: 'Cet écran de l’espace agences n’a pas pu s’afficher',
    },
    text: 'Une erreur inattendue l’en a empêché ; le reste du site fonctionne. Réessayez dans un instant.',
    offline:
      'Pas de connexion internet : cette page n’a pas pu se charger. Réessayez une fois la connexion rétablie.',
    retry: 'Réessayer',
    dashboard: 'Retour au tableau de bord',
  },
} as const;
