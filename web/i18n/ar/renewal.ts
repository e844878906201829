import type { Translation } from '../../../domain/translation.ts';
import type { frRenewal } from '../fr/renewal.ts';

/** The renewal's texts in Arabic; dates, numbers and references isolated (\u2066…\u2069). */
export const arRenewal: Translation<typeof frRenewal> = {
  renewal: {
    title: 'تجديد تأميني',
    intro: 'قارن عروض الوكالات من جديد للسيارة نفسها: تُؤخذ معلوماتك الأخرى من طلبك الأخير.',
    summaryTitle: 'عقدك الحالي',
    agency: 'الوكالة',
    vehicle: 'المركبة',
    coverEnd: 'نهاية التغطية',
    renewalDate: 'تاريخ التجديد',
    guardian:
      'ينتهي عقدك في \u2066{{endDate}}\u2069. يجب أن يبدأ تأمينك الجديد في \u2066{{renewalDate}}\u2069 على أبعد تقدير: انقطاع يتجاوز \u2066{{hours}}\u2069 ساعة سيُفقدك تخفيض المكافأة.',
    claimsIntro: 'أُدرجت أجوبتك من الطلب الأخير: حدِّثها إن وقع حادث منذ ذلك الحين.',
    submit: 'قارن من جديد',
    submitFailed: 'تعذّر إرسال الطلب. أعد المحاولة.',
    newRequest: 'تقديم طلب جديد كامل',
    alreadySent: 'لقد طلبت تجديد هذا العقد من قبل: الطلب \u2066{{reference}}\u2069.',
    seeRequest: 'عرض عروض هذا الطلب',
    loadFailed: 'تعذّر تحميل العقد. أعد المحاولة لاحقًا.',
    myQuotesLink: 'تجديد',
  },
  contractDuration: {
    label: 'مدة العقد',
    months_zero: '\u2066{{count}}\u2069 شهر',
    months_one: 'شهر واحد',
    months_two: 'شهران',
    months_few: '\u2066{{count}}\u2069 أشهر',
    months_many: '\u2066{{count}}\u2069 شهرًا',
    months_other: '\u2066{{count}}\u2069 شهر',
    coverage:
      'المدة: {{duration}} — مغطى إلى غاية \u2066{{endDate}}\u2069، والتجديد في \u2066{{renewalDate}}\u2069',
  },
  agencyRenewals: {
    nav: 'التجديدات',
    title: 'التجديدات',
    intro: 'عقود وكالتك التي يقترب تاريخ تجديدها، الأقرب أولًا.',
    within: 'الاستحقاق خلال',
    withinDays: '\u2066{{days}}\u2069 يومًا',
    empty: 'لا يوجد عقد للتجديد في هذه الفترة.',
    columns: {
      reference: 'المرجع',
      client: 'العميل',
      phone: 'الهاتف',
      policyNumber: 'رقم البوليصة',
      coverEnd: 'نهاية التغطية',
      daysLeft: 'الأيام المتبقية',
      premium: 'القسط السنوي',
      request: 'طلب التجديد',
    },
    daysLeft_zero: 'لا أيام',
    daysLeft_one: 'يوم واحد',
    daysLeft_two: 'يومان',
    daysLeft_few: '\u2066{{count}}\u2069 أيام',
    daysLeft_many: '\u2066{{count}}\u2069 يومًا',
    daysLeft_other: '\u2066{{count}}\u2069 يوم',
    requestNone: 'ليس بعد',
    requestToPrice: 'طلب مستلم — بانتظار التسعير',
    requestPriced: 'تم إرسال السعر',
  },
};
