import type { Translation } from '../../../domain/translation.ts';
import type { frTariffs } from '../fr/tariffs.ts';

/** Arabic texts of the Barème page and of the grid's suggestion on the price form. */
export const arTariffs: Translation<typeof frTariffs> = {
  tariffs: {
    nav: 'جدول الأسعار',
    title: 'جدول الأسعار',
    intro:
      'جدول أسعاركم يحسب أثمان الباقات الثلاث لكل طلب من مدينتكم. مبالغ سنوية دون احتساب الضرائب، بالدرهم؛ تضاف الضريبة والاقتطاعات تلقائيًا.',
    version: 'النسخة {{number}} بتاريخ {{date}}',
    neverSaved: 'الجدول المرجعي (القرار \u20661390-05\u2069)، لم يُحفظ بعد',
    save: 'حفظ جدول الأسعار',
    saved: 'تم حفظ جدول الأسعار: النسخة {{number}}',
    modeTitle: 'طريقة استعمال الجدول',
    modes: { automatic: 'تلقائي', suggestion: 'اقتراح', off: 'معطّل' },
    modeHelp: {
      automatic:
        'يُرسل عرض «سعر تلقائي» فور تقديم طلب من مدينتكم، إذا كان الجدول يسعّر الباقات الثلاث؛ ويمكنكم مراجعته.',
      suggestion: 'تُفتح استمارة الأسعار بأسعار الجدول وتفصيلها؛ تعدّلونها ثم ترسلونها.',
      off: 'لا يُستعمل الجدول، ولا حتى للتقدير المعروض على السائقين.',
    },
    rcTitle: 'المسؤولية المدنية',
    rcIntro:
      'القسط السنوي دون ضرائب لكل شريحة من القوة الجبائية، من 1 حصان إلى شريحة أخيرة مفتوحة (خانة «إلى» فارغة). لا تكون شريحة أرخص من التي قبلها.',
    fuels: { petrol: 'بنزين', diesel: 'ديزل', electric: 'كهربائي' },
    fromCv: 'من (حصان)',
    toCv: 'إلى (حصان)',
    andMore: 'فما فوق',
    premium: 'القسط (درهم)',
    band: 'الشريحة {{number}}',
    addBand: 'إضافة شريحة',
    removeBand: 'حذف الشريحة {{number}}',
    surchargesTitle: 'الزيادات الخاصة بالسائق',
    surchargesHint: 'بالنسبة المئوية من قسط المسؤولية المدنية الأساسي؛ 0 إذا لم توجد.',
    youngDriver: 'سائق دون 25 سنة (%)',
    newLicence: 'رخصة سياقة أقل من سنتين (%)',
    guaranteesTitle: 'الضمانات',
    guaranteesIntro:
      'لكل مستوى: مبلغ جزافي بالدرهم، أو نسبة من القيمة الجديدة أو من القيمة التجارية مع حد أدنى اختياري. المستوى غير المسعّر لا يُقترح: الباقات التي تتضمنه لا تحصل على سعر من الجدول.',
    priced_zero: 'لا مستوى مسعّر',
    priced_one: 'مستوى واحد مسعّر',
    priced_two: 'مستويان مسعّران',
    priced_few: '{{count}} مستويات مسعّرة',
    priced_many: '{{count}} مستوى مسعّرًا',
    priced_other: '{{count}} مستوى مسعّر',
    basis: 'الأساس',
    bases: {
      none: 'غير مسعّر',
      flat: 'مبلغ جزافي (درهم)',
      newValue: '% من القيمة الجديدة',
      marketValue: '% من القيمة التجارية',
    },
    amount: 'المبلغ (درهم)',
    rate: 'النسبة (%)',
    minimum: 'الحد الأدنى (درهم)',
    ageLimit: 'أقصى عمر للمركبة (سنوات)',
    ageLimitHint: 'فارغ: بدون حد.',
    feesTitle: 'مصاريف العقد',
    policyFees: 'مصاريف العقد لكل عقد (درهم)',
    issues: {
      percentFormat: '*نسبة غير صالحة: من 0 إلى 100، رقمان عشريان على الأكثر (مثال: 25 أو 1,3)',
      cvFormat: '*عدد صحيح من الأحصنة (مثال: 7)',
      yearsFormat: '*عدد صحيح من السنوات (مثال: 5)',
    },
    suggestion: {
      note: 'اقتراح جدول الأسعار (النسخة {{number}})',
      help: 'الأسعار معبأة مسبقًا من جدولكم: عدّلوها عند الحاجة قبل الإرسال.',
      breakdown: 'تفصيل الجدول',
      total: 'المجموع شامل الضرائب',
      rateOf: '{{rate}} من {{base}}',
      notOffered: {
        vehicleTooOld:
          'لا يقترحه الجدول: عمر المركبة يتجاوز {{years}} سنوات بالنسبة لضمان {{guarantee}}.',
        levelNotPriced: 'لا يقترحه الجدول: المستوى {{level}} من ضمان {{guarantee}} غير مسعّر.',
        priceAboveMaximum: 'لا يقترحه الجدول: السعر يتجاوز الحد الأقصى للعرض (1 000 000 درهم).',
      },
    },
  },
};
