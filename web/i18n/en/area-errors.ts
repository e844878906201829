import type { Translation } from '../../../domain/translation.ts';
import type { frAreaErrors } from '../fr/area-errors.ts';

/** English texts of the panel that replaces an area's page that failed to render. */
export const enAreaErrors: Translation<typeof frAreaErrors> = {
  areaError: {
    titles: {
      publicSite: 'This page could not be shown',
      quoteJourney: 'This step of your quote could not be shown',
      account: 'This page of your account could not be shown',
      backOffice: 'This agency screen could not be shown',
    },
    text: 'An unexpected error prevented it; the rest of the site still works. Try again in a moment.',
    offline:
      'No internet connection: this page could not be loaded. Try again once you are back online.',
    retry: 'Try again',
    dashboard: 'Back to the dashboard',
  },
};
