import type { Translation } from '../../../domain/translation.ts';
import type { frOfferTerms } from '../fr/offer-terms.ts';

/**
 * Arabic texts of an offer's terms as the driver reads them. The arrow of a change points left
 * (←): the line reads right to left, from the old value to the new one.
 */
export const arOfferTerms: Translation<typeof frOfferTerms> = {
  offerTerms: {
    guaranteesOf: 'ضمانات {{pack}}',
    compareNote:
      'بالنسبة إلى {{pack}}: مستوى كل ضمان ومبلغ التحمل والحد الأقصى للتعويض، وكل اختلاف عن طلبك.',
    notStated: 'لم تحدد الوكالة تفاصيل الضمانات',
    notIncluded: 'غير مشمول في هذه الباقة',
    coveredByAllRisk: 'تغطيها الأضرار الذاتية في هذه الباقة',
    levelNone: 'غير مشمول',
    differs: 'طلبت {{requested}}، وهذا العرض يقترح {{offered}}.',
    differsNone: 'طلبت {{requested}}، وهذا العرض لا يشمله.',
    franchise: 'مبلغ التحمل: {{value}}',
    percentWithMinimum: '{{percent}} بحد أدنى {{minimum}}',
    amountAndPercent: '{{amount}} + {{percent}}',
    ceiling: 'الحد الأقصى للتعويض: {{amount}}',
    conditions: 'شروط الوكالة',
    noConditions: 'لا شروط خاصة',
    history: 'سجل العرض',
    revisedOn: 'عُدّل العرض في {{date}}',
    priceChange: 'سعر {{pack}}: {{from}} ← {{to}}',
    levelChange: '{{pack}}، {{guarantee}}: {{from}} ← {{to}}',
    termsChange: '{{pack}}، {{guarantee}}: تغيّر مبلغ التحمل أو الحد الأقصى',
    conditionsChange: '{{pack}}: تغيّرت الشروط',
    print: 'طباعة العرض',
    sheetTitle: 'عرض تأمين السيارة',
    sheetQuote: 'طلب عرض السعر {{reference}}',
    insurer: 'شركة التأمين: {{name}}',
    agency: 'الوكالة: {{name}}',
    guarantee: 'الضمان',
    yearlyPrice: 'السعر السنوي شاملًا للضرائب',
    alsoIncluded: 'مشمول أيضًا',
    withdrawal:
      'حق التراجع: لا يُبرم أي عقد على Moqarana، بل توقّعه مع الوكالة. لك أجل للتراجع وفق القانون رقم \u206631-08\u2069 المتعلق بحماية المستهلك، وتوضحه لك وكالتك عند التوقيع.',
    costs:
      'المصاريف: خدمة Moqarana مجانية بالنسبة إليك، وتتقاضى Moqarana عمولة من شركة التأمين عند اختيار عرض. الأسعار سنوية وشاملة لجميع الضرائب.',
  },
};
