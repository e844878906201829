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
    performance: {
      nav: 'الأداء',
      title: 'أداء الوكالة',
      intro:
        'عروض الأسعار التي قدمتموها ومبيعاتكم ومكالماتكم، أسبوعًا بأسبوع (من الاثنين إلى الأحد، بتوقيت المغرب). الأسبوع الجاري لم ينته بعد.',
      period: 'الفترة',
      totalTitle: 'خلال الفترة',
      computedAt: 'أرقام محسوبة في {{date}} (تُحدَّث كل ربع ساعة).',
      weeksTitle: 'أسبوعًا بأسبوع',
      weeks: 'عدد الأسابيع: {{weeks}}',
      week: 'أسبوع {{date}}',
      none: '—',
      loadFailed: 'تعذر تحميل الأرقام.',
      figures: {
        priced: 'عروض مسعّرة',
        chosen: 'اختارها العميل',
        confirmed: 'عقود مؤكدة',
        conversion: 'نسبة التحويل',
        toPrice: 'المدة الوسيطة للتسعير',
        toCall: 'المدة الوسيطة لمعاودة الاتصال',
        gap: 'الفارق الوسيط في السعر (اختيار وكالة أخرى)',
        lost: 'مبيعات ضائعة',
      },
      charts: {
        sales: 'العروض المسعّرة والمختارة، حسب الأسبوع',
        delays: 'المدد الوسيطة، حسب الأسبوع (بالدقائق)',
        lost: 'المبيعات الضائعة حسب السبب، حسب الأسبوع',
        summary:
          'خلال الفترة — عروض مسعّرة: {{priced}} · مختارة: {{chosen}} · مبيعات ضائعة: {{lost}}.',
      },
      reasons: {
        notChosen: 'اختيار وكالة أخرى',
        expired: 'انتهت الصلاحية دون اختيار',
        cancelled: 'ألغاه العميل',
        contractLost: 'ضاع بعد الاختيار',
      },
      agents: {
        title: 'حسب الموظف',
        name: 'الموظف',
        automatic: 'أسعار أرسلها جدول التعريفة',
        removed: 'حساب محذوف',
        empty: 'لا عروض مسعّرة ولا مكالمات خلال الفترة.',
      },
    },
    lostSale: {
      title: 'لماذا لم تربحوا هذا العرض',
      notChosenDearer: 'اختار العميل وكالة أخرى. كان سعركم للباقة التي اختارها أعلى بنسبة {{gap}}.',
      notChosenCheaper:
        'اختار العميل وكالة أخرى. كان سعركم للباقة التي اختارها أقل بنسبة {{gap}}: لم يكن السعر هو الحاسم.',
      notChosen: 'اختار العميل وكالة أخرى.',
      notChosenEqual:
        'اختار العميل وكالة أخرى بسعر قريب جدًا من سعركم (فارق أقل من 0,5 %) للباقة المختارة.',
      expired: 'انتهت صلاحية الطلب دون أن يختار العميل عرضًا.',
      cancelled: 'ألغى العميل طلبه.',
      contractLost: 'كان العميل قد اختار عرضكم؛ وسُجّل البيع كضائع.',
    },
  },
};
