import type { Translation } from '../../../domain/translation.ts';
import type { frPublicSite } from '../fr/public-site.ts';

/** Arabic texts of the public site. */
export const arPublicSite: Translation<typeof frPublicSite> = {
  seo: {
    home: {
      title: 'مقارنة تأمين السيارات في المغرب',
      description:
        'قارن عبر الإنترنت عروض تأمين السيارات لدى وكالات مدينتك: استمارة واحدة، ثلاث باقات، وأفضل سعر بالدرهم في السنة شاملًا للضرائب.',
    },
    about: {
      title: 'من نحن',
      description:
        'Moqarana، الموقع المغربي لمقارنة تأمين السيارات: مهمتنا، وطريقة ترتيبنا للعروض، والتزاماتنا تجاه معطياتك.',
    },
    services: {
      title: 'خدماتنا',
      description:
        'مقارنة تأمين السيارات، والباقات الأساسية والمتوسطة والمميزة، وأدلة الضمانات والمواكبة: كل خدمات Moqarana.',
    },
    contact: {
      title: 'اتصل بنا',
      description:
        'لديك سؤال حول عرض السعر أو العقد؟ راسلنا أو اتصل بخدمة الزبناء من الاثنين إلى السبت.',
    },
    notFound: {
      title: 'الصفحة غير موجودة',
      description: 'هذه الصفحة غير موجودة أو تم نقلها.',
    },
  },
  backToTop: 'العودة إلى أعلى الصفحة',
};
