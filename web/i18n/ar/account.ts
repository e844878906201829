import type { Translation } from '../../../domain/translation.ts';
import type { frAccount } from '../fr/account.ts';

/** The account page's texts in Arabic. */
export const arAccount: Translation<typeof frAccount> = {
  profile: {
    title: 'حسابي',
    infoTab: 'معلوماتك',
    passwordTab: 'تغيير كلمة المرور',
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    emailHint: 'لتغيير بريدك الإلكتروني، اتصل بخدمة الزبناء.',
    firstName: 'الاسم الشخصي',
    lastName: 'الاسم العائلي',
    phone: 'الهاتف',
    birthDate: 'تاريخ الازدياد',
    city: 'المدينة',
    profession: 'المهنة',
    convention: 'الاتفاقية',
    choose: 'اختر…',
    notProvided: 'غير محدد',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    changePassword: 'تغيير كلمة المرور',
    passwordChanged: 'تم تغيير كلمة المرور. وأُغلقت جلساتك الأخرى.',
    agency: 'الوكالة',
  },
};
