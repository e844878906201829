import type { Translation } from '../../../domain/translation.ts';
import type { frAgencyDay } from '../fr/agency-day.ts';

/** The agency's working day in Arabic. */
export const arAgencyDay: Translation<typeof frAgencyDay> = {
  agencyDay: {
    columns: {
      startDate: 'تاريخ البدء المطلوب',
      expiresIn: 'ينتهي خلال',
    },
    expired: 'منتهي',
    request: {
      title: 'الطلب',
      vehicle: 'المركبة',
      driver: 'السائق',
      age: 'السن',
      bonusMalus: 'المكافأة والغرامة',
      coefficientBonus: '{{percent}} (مكافأة)',
      coefficientMalus: '{{percent}} (غرامة)',
      coefficientNeutral: '{{percent}}',
      notDeclared: 'غير مصرح به ({{percent}})',
      startDate: 'تاريخ البدء المطلوب',
      expiresIn: 'ينتهي خلال',
      guarantees: 'الضمانات المطلوبة',
    },
    calls: {
      title: 'مكالمات يجب إجراؤها',
      intro: 'الزبناء الذين اختاروا وكالتكم، يجب الاتصال بهم قبل الوقت المبين.',
      empty: 'لا توجد مكالمات يجب إجراؤها.',
      overdue: 'متأخرة',
      today: 'اليوم',
      later: 'لاحقًا',
      dueAt: 'يجب الاتصال قبل {{date}}',
      assignee: 'مسندة إلى',
      anyone: 'كل الوكالة',
      assigned: 'تم إسناد المكالمة',
      loadFailed: 'تعذر تحميل المكالمات.',
    },
    callBackAt: 'معاودة الاتصال في (توقيت المغرب)',
    termsTitle: 'تفاصيل وشروط كل باقة',
    termsIntro: 'معبأة مسبقًا حسب طلب السائق: لا تغيّر إلا ما يغيّره عرضك.',
    packDetails: '{{pack}}: التفاصيل والشروط',
    sendAndNext: 'إرسال والتالي',
    queueEmpty: 'لا يوجد أي طلب آخر في انتظار سعركم.',
  },
};
