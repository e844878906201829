import type { Translation } from '../../../domain/translation.ts';
import type { frInstantPrices } from '../fr/instant-prices.ts';

/** Arabic texts of instant prices as the driver meets them. */
export const arInstantPrices: Translation<typeof frInstantPrices> = {
  instantPrices: {
    claims: {
      legend: 'سوابقك في التأمين (اختياري)',
      help: 'تُعدِّل هذه الأجوبة سعر ضمان المسؤولية المدنية: تخفيض بنسبة 10\u00a0% بعد 24 شهراً من التأمين دون حادث تتحمل مسؤوليته، وزيادة بنسبة 20\u00a0% (أضرار مادية) أو 30\u00a0% (إصابات جسدية) عن كل حادث تتحمل مسؤوليته خلال الأشهر الـ12 الأخيرة. إن لم تُجب، لا يتغير شيء.',
      atFaultClaimsLast24Months: 'الحوادث التي تتحمل مسؤوليتها خلال الأشهر الـ24 الأخيرة (اختياري)',
      atFaultHint: 'ولو بمسؤولية جزئية؛ 0 إن لم يقع أي حادث',
      last12Months: 'منها خلال الأشهر الـ12 الأخيرة:',
      materialClaimsLast12Months: 'بأضرار مادية فقط',
      bodilyClaimsLast12Months: 'بإصابات جسدية',
      monthsInsuredWithoutInterruption: 'منذ كم شهراً وأنت مؤمَّن دون انقطاع؟ (اختياري)',
      monthsHint: 'بالأشهر: 24 لسنتين',
    },
    estimate: {
      title: 'تقدير السعر',
      source_zero:
        'حسب جداول أسعار {{count}} وكالة في مدينتك، في انتظار عروضها. هذا تقدير وليس عرضاً: وحده سعر العرض يُلزم الوكالة.',
      source_one:
        'حسب جدول أسعار وكالة واحدة في مدينتك، في انتظار عرضها. هذا تقدير وليس عرضاً: وحده سعر العرض يُلزم الوكالة.',
      source_two:
        'حسب جدولَي أسعار وكالتين في مدينتك، في انتظار عرضيهما. هذا تقدير وليس عرضاً: وحده سعر العرض يُلزم الوكالة.',
      source_few:
        'حسب جداول أسعار {{count}} وكالات في مدينتك، في انتظار عروضها. هذا تقدير وليس عرضاً: وحده سعر العرض يُلزم الوكالة.',
      source_many:
        'حسب جداول أسعار {{count}} وكالة في مدينتك، في انتظار عروضها. هذا تقدير وليس عرضاً: وحده سعر العرض يُلزم الوكالة.',
      source_other:
        'حسب جداول أسعار {{count}} وكالة في مدينتك، في انتظار عروضها. هذا تقدير وليس عرضاً: وحده سعر العرض يُلزم الوكالة.',
      range: 'تقدير: بين {{from}} و{{to}} شاملة للضرائب / السنة',
      single: 'تقدير: {{amount}} شاملة للضرائب / السنة',
    },
    waiting: {
      offersArrived: 'وصل عرض بالفعل.',
      seeOffers: 'عرض العروض',
    },
    automatic: 'تسعيرة تلقائية',
    why: 'لماذا هذا السعر؟',
    whyFor: '{{pack}}، {{agency}}',
    intro: 'تفاصيل {{pack}} لدى {{agency}}، محسوبة حسب جدول أسعار الوكالة.',
    lines: {
      civilLiability: 'المسؤولية المدنية',
      bonusMalus: 'التخفيض أو الزيادة حسب السوابق ({{rate}})',
      youngDriverSurcharge: 'قسط إضافي للسائق الشاب ({{rate}})',
      newLicenceSurcharge: 'قسط إضافي لرخصة سياقة حديثة ({{rate}})',
      guarantee: '{{guarantee}}: {{level}}',
      policyFees: 'مصاريف العقد',
      contractTax: 'الرسم على عقود التأمين ({{rate}})',
      fgacContribution: 'مساهمة صندوق ضمان حوادث السير FGAC ({{rate}} من المسؤولية المدنية)',
      fsecLevy: 'اقتطاع صندوق التضامن ضد الوقائع الكارثية FSEC ({{rate}})',
    },
    line: 'البند',
    amount: 'المبلغ',
    total: 'المجموع شاملاً للضرائب / السنة',
    gridDate: 'جدول الأسعار بتاريخ {{date}}',
    close: 'إغلاق',
    loading: 'جارٍ تحميل التفاصيل…',
    loadFailed: 'تعذّر تحميل تفاصيل هذا السعر.',
    retry: 'أعد المحاولة',
  },
};
