import type { Translation } from '../../../domain/translation.ts';
import type { frAreaErrors } from '../fr/area-errors.ts';

/** Arabic texts of the panel that replaces an area's page that failed to render. */
export const arAreaErrors: Translation<typeof frAreaErrors> = {
  areaError: {
    titles: {
      publicSite: 'تعذّر عرض هذه الصفحة',
      quoteJourney: 'تعذّر عرض هذه المرحلة من طلب عرض السعر',
      account: 'تعذّر عرض هذه الصفحة من حسابك',
      backOffice: 'تعذّر عرض هذه الشاشة من فضاء الوكالات',
    },
    text: 'حال خطأ غير متوقع دون ذلك، وبقية الموقع تعمل. أعد المحاولة بعد لحظة.',
    offline: 'لا يوجد اتصال بالإنترنت: تعذّر تحميل هذه الصفحة. أعد المحاولة بعد عودة الاتصال.',
    retry: 'إعادة المحاولة',
    dashboard: 'العودة إلى لوحة القيادة',
  },
};
