import type { Translation } from '../../../domain/translation.ts';
import type { frTableFilters } from '../fr/table-filters.ts';

/** Arabic texts of the back-office tables' filters and saved views. */
export const arTableFilters: Translation<typeof frTableFilters> = {
  tableFilters: {
    legend: 'مرشحات الجدول',
    toggle: 'المرشحات',
    toggleActive: 'المرشحات ({{count}})',
    fromReceived: 'تاريخ الاستلام من',
    fromPriced: 'تاريخ التسعير من',
    fromDecided: 'تاريخ التأكيد من',
    to: 'إلى',
    pricedBy: 'سعّره',
    decidedBy: 'أكّده',
    anyAgent: 'كل الزملاء',
    formerColleague: '{{name}} (زميل سابق)',
    clear: 'مسح المرشحات',
    empty: 'لا يوجد طلب يطابق هذه المرشحات.',
    views: {
      title: 'طرق العرض المحفوظة',
      none: 'لا توجد طريقة عرض محفوظة: اختر المرشحات والترتيب، ثم احفظها باسم.',
      noneWithoutSort: 'لا توجد طريقة عرض محفوظة: اختر المرشحات، ثم احفظها باسم.',
      name: 'اسم طريقة العرض',
      save: 'حفظ طريقة العرض',
      apply: 'تطبيق طريقة العرض {{name}}',
      delete: 'حذف طريقة العرض {{name}}',
      unusable: '{{name}} (لم يعد صالحًا)',
    },
  },
};
