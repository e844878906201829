import type { NotificationTexts } from './fr.ts';

/** Notification texts in Arabic (same shape as fr.ts; the e-mail is laid out right to left). */
export const arNotificationTexts: NotificationTexts = {
  common: {
    greeting: 'مرحبًا {{name}}،',
    signature: 'فريق Moqarana',
    footer:
      'Moqarana، موقع مقارنة تأمين السيارات في المغرب. تتلقى هذه الرسالة لأنك تستخدم Moqarana؛ تتم معالجة بياناتك وفقًا للقانون 09-08.',
    support: 'لديك سؤال؟ راسلنا على {{email}} أو اتصل بالرقم {{phone}}.',
    linkHelp: 'إذا لم يعمل الزر، انسخ هذا الرابط في متصفحك:',
  },
  events: {
    'quote.submitted': {
      subject: 'تم استلام طلب عرض السعر {{reference}}',
      preview: 'وكالات مدينتك تُعدّ عروضها.',
      heading: 'تم استلام الطلب',
      paragraphs: [
        'لقد استلمنا طلب عرض سعر تأمين سيارتك. مرجعه هو {{reference}}.',
        'ستقترح وكالات مدينتك أسعارها للباقات الأساسية والمتوسطة والممتازة. سنُعلمك فور وصول أول عرض.',
      ],
      action: 'متابعة طلباتي',
    },
    'offers.ready': {
      subject: 'عروضك جاهزة — الطلب {{reference}}',
      preview: 'اقترحت وكالة أسعارها لسيارتك.',
      heading: 'عروضك جاهزة',
      paragraphs: [
        'اقترحت أول وكالة أسعارها لطلبك {{reference}}.',
        'قارن العروض، مرتبة من الأرخص إلى الأغلى، واختر ما يناسبك.',
      ],
      action: 'مقارنة العروض',
    },
    'offers.digest': {
      subject: 'عروض جديدة لطلبك {{reference}}',
      preview: 'اقترحت وكالات أخرى أسعارها.',
      heading: 'وصلت عروض جديدة',
      paragraphs: [
        'اقترحت وكالات أخرى أسعارها لطلبك {{reference}}: لديك الآن {{count}} عروض.',
        'قارنها واختر ما يناسبك.',
      ],
      action: 'مقارنة العروض',
    },
    'offer.selected': {
      subject: 'تم تأكيد اختيارك — الطلب {{reference}}',
      preview: 'ستتصل بك {{agencyName}} لإتمام عقدك.',
      heading: 'تم تأكيد اختيارك',
      paragraphs: [
        'لقد اخترت عرض {{agencyName}} لطلبك {{reference}}.',
        'ستتصل بك الوكالة لإتمام عقدك. يمكنك أيضًا الاتصال بها على الرقم {{agencyPhone}}.',
      ],
      action: 'عرض التأكيد',
    },
    'offer.selected.agency': {
      subject: 'عميل جديد للاتصال به — الطلب {{reference}}',
      preview: 'اختار سائق عرض وكالتك.',
      heading: 'اختار عميل عرضك',
      paragraphs: [
        'اختار سائق الطلب {{reference}} عرض {{agencyName}}.',
        'اتصل به لتأكيد عقده؛ بياناته في فضاء الوكالة.',
      ],
      action: 'فتح الطلب',
    },
    'quotes.digest': {
      subject: '{{count}} طلبات جديدة في {{city}}',
      preview: 'سائقون ينتظرون سعرك.',
      heading: 'طلبات عروض أسعار جديدة',
      paragraphs: [
        'وصلت {{count}} طلبات عروض أسعار جديدة في {{city}} خلال الساعة الماضية.',
        'اقترح أسعارك قبل أن يختار السائقون.',
      ],
      action: 'عرض الطلبات المنتظرة',
    },
    'agency.registered': {
      subject: 'تم استلام تسجيل {{agencyName}}',
      preview: 'نحن نتحقق من تسجيلك.',
      heading: 'تم استلام التسجيل',
      paragraphs: [
        'لقد استلمنا تسجيل وكالة {{agencyName}}.',
        'يتحقق فريقنا من اعتمادك؛ ستتلقى رسالة فور تفعيل حسابك.',
      ],
    },
    'agency.approved': {
      subject: '{{agencyName}} مسجلة في Moqarana',
      preview: 'تم تفعيل حساب وكالتك.',
      heading: 'مرحبًا بك في Moqarana',
      paragraphs: [
        'تمت الموافقة على تسجيل وكالة {{agencyName}}.',
        'يمكنك تسجيل الدخول إلى فضاء الوكالة واقتراح أسعارك على سائقي مدينتك.',
      ],
      action: 'تسجيل الدخول',
    },
    'agency.rejected': {
      subject: 'تم رفض تسجيل {{agencyName}}',
      preview: 'لم يتم قبول تسجيلك.',
      heading: 'تم رفض التسجيل',
      paragraphs: [
        'لم يتم قبول تسجيل وكالة {{agencyName}} للسبب التالي: {{reason}}',
        'يمكنك الرد على هذه الرسالة لمعرفة المزيد أو لتصحيح ملفك.',
      ],
    },
    'account.created': {
      subject: 'حسابك في Moqarana لدى {{agencyName}}',
      preview: 'اختر كلمة المرور الخاصة بك.',
      heading: 'تم إنشاء حسابك',
      paragraphs: [
        'تم إنشاء حساب لك في فضاء وكالة {{agencyName}}.',
        'اختر كلمة المرور عبر الرابط أدناه. يُستعمل مرة واحدة وتنتهي صلاحيته بعد 30 دقيقة؛ يمكن لمسؤولك أن يرسل لك رابطًا آخر.',
      ],
      action: 'اختيار كلمة المرور',
    },
    'password.reset': {
      subject: 'إعادة تعيين كلمة مرور Moqarana',
      preview: 'تنتهي صلاحية الرابط بعد 30 دقيقة.',
      heading: 'كلمة مرور جديدة',
      paragraphs: [
        'لقد طلبت تغيير كلمة المرور. الرابط أدناه يُستعمل مرة واحدة وتنتهي صلاحيته بعد 30 دقيقة.',
        'إذا لم تطلب ذلك، تجاهل هذه الرسالة: كلمة مرورك لن تتغير.',
      ],
      action: 'اختيار كلمة مرور جديدة',
    },
    'contact.received': {
      subject: 'تواصل: {{subject}}',
      preview: 'رسالة من {{senderName}}',
      heading: 'رسالة جديدة من نموذج التواصل',
      paragraphs: [
        'من: {{senderName}} <{{senderEmail}}>، الهاتف {{senderPhone}}.',
        'الموضوع: {{subject}}',
        '{{message}}',
      ],
    },
    'contact.acknowledged': {
      subject: 'لقد استلمنا رسالتك',
      preview: 'نجيب خلال يومي عمل.',
      heading: 'تم استلام الرسالة',
      paragraphs: ['شكرًا على رسالتك «{{subject}}». يجيبك فريقنا خلال يومي عمل.'],
    },
  },
};
