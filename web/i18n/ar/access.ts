import type { Translation } from '../../../domain/translation.ts';
import type { frAccess } from '../fr/access.ts';

/** Arabic texts of agency registration and the password reset pages. */
export const arAccess: Translation<typeof frAccess> = {
  access: {
    /** Sign-up's confirmation link (decision 0023): the sent panel, resend, /confirmer-email. */
    confirm: {
      checkInboxTitle: 'تحقّق من بريدك الإلكتروني',
      checkInbox:
        'أرسلنا رسالة إلى {{email}}. افتح الرابط الذي تحتويه لتفعيل حسابك: صالح لمدة 24 ساعة. لا تنسَ التحقق من الرسائل غير المرغوب فيها.',
      resend: 'إعادة إرسال الرابط',
      resent: 'تم: إذا كان هذا العنوان ينتظر التأكيد، فقد أُرسل رابط جديد.',
      otherAddress: 'استعمال عنوان آخر',
      title: 'تأكيد عنوانك',
      confirming: 'جارٍ التأكيد…',
      confirmed: 'تم تأكيد العنوان: مرحبًا بك في Moqarana!',
      alreadyConfirmed: 'هذا العنوان مؤكَّد مسبقًا. سجّل الدخول بكلمة مرورك.',
      missing: 'هذا الرابط غير مكتمل. افتح الرابط الذي توصلت به كاملًا، أو اطلب رابطًا جديدًا.',
      askNew: 'الحصول على رابط جديد بهذا العنوان:',
      unconfirmedHint: 'لم تؤكّد عنوانك بعد؟',
      pendingAgencyHint:
        'سجّلت وكالتك مؤخرًا؟ يُفتح فضاؤك بمجرد أن يصادق عليها فريق Moqarana: ستتوصل برسالة إلكترونية.',
    },
    registration: {
      title: 'تسجيل الوكالة',
      intro:
        'سجّل وكالتك لتتوصل بطلبات عروض الأسعار في مدينتك. يتحقق مسؤول Moqarana من اعتماد هيئة ACAPS قبل فتح فضائك.',
      email: 'البريد الإلكتروني للمسؤول',
      password: 'كلمة المرور',
      passwordHint: '8 أحرف على الأقل.',
      city: 'المدينة',
      cityPlaceholder: 'اختر مدينة',
      phone: 'هاتف الوكالة',
      managerName: 'اسم المسؤول',
      managerPhone: 'هاتف المسؤول',
      agencyName: 'اسم الوكالة',
      address: 'العنوان',
      insurer: 'شركة التأمين',
      insurerPlaceholder: 'اختر شركة التأمين',
      acaps: 'رقم اعتماد ACAPS',
      acapsHint: 'كما هو مدوّن في اعتماد الوسيط (القانون \u206617-99\u2069).',
      submit: 'التسجيل',
      invalid: 'المرجو ملء الاستمارة بشكل صحيح.',
      success:
        'تم استلام طلب التسجيل! تفقّد بريدك الإلكتروني: سنراسلك فيه بالخطوة التالية. يمكنك تسجيل الدخول بعد موافقة المسؤول على تسجيلك.',
      failure: 'تعذّر تسجيل الوكالة. المرجو إعادة المحاولة.',
      haveAccount: 'مسجّل من قبل؟',
      signIn: 'تسجيل الدخول',
    },
    forgot: {
      title: 'نسيت كلمة المرور',
      intro:
        'أدخل البريد الإلكتروني لحسابك. إن كان موجودًا، ستتوصل برابط لاختيار كلمة مرور جديدة، صالح لمدة 30 دقيقة.',
      email: 'البريد الإلكتروني',
      submit: 'إرسال الرابط',
      sent: 'إن كان هناك حساب بهذا العنوان، فقد أُرسل إليه رابط الآن. تحقّق أيضًا من الرسائل غير المرغوب فيها.',
      back: 'العودة إلى تسجيل الدخول',
    },
    reset: {
      title: 'كلمة مرور جديدة',
      intro: 'اختر كلمة المرور: 8 أحرف على الأقل.',
      newPassword: 'كلمة المرور الجديدة',
      confirmPassword: 'تأكيد كلمة المرور',
      submit: 'حفظ',
      done: 'تم حفظ كلمة المرور. يمكنك تسجيل الدخول.',
      missingToken: 'هذا الرابط غير مكتمل. افتح الرابط الذي توصلت به كاملًا، أو اطلب رابطًا جديدًا.',
      askNew: 'طلب رابط جديد',
      signInStaff: 'فضاء الوكالة',
      signInDriver: 'فضاء السائق',
    },
  },
};
