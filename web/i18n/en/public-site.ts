import type { Translation } from '../../../domain/translation.ts';
import type { frPublicSite } from '../fr/public-site.ts';

/** English texts of the public site. */
export const enPublicSite: Translation<typeof frPublicSite> = {
  seo: {
    home: {
      title: 'Car insurance comparison in Morocco',
      description:
        'Compare car insurance offers from the agencies in your city online: one form, three plans, the best price in dirhams per year including tax.',
    },
    about: {
      title: 'About us',
      description:
        'Moqarana, the Moroccan car insurance comparison site: our mission, how we rank offers and how we protect your data.',
    },
    services: {
      title: 'Our services',
      description:
        'Car insurance comparison, Basic, Intermediate and Premium plans, guides to every cover and support: everything Moqarana does.',
    },
    contact: {
      title: 'Contact us',
      description:
        'A question about your quote or your policy? Write to us or call Moqarana support, Monday to Saturday.',
    },
    notFound: {
      title: 'Page not found',
      description: 'This page does not exist or has moved.',
    },
  },
  backToTop: 'Back to the top of the page',
};
