import type { Translation } from 'shared-contracts';
import type { ShellMessages } from './en';

const ar: Translation<ShellMessages> = {
  announcement: 'كل قطعة يتحقق خبراؤنا من أصالتها',
  logoTagline: 'قطع فاخرة مستعملة',
  favourites: 'المفضلة',
  bag: 'السلة',
  login: 'تسجيل الدخول',
  openMenu: 'فتح القائمة',
  search: 'بحث',
  skipToContent: 'الانتقال إلى المحتوى',
  language: 'اللغة',

  myItems: 'منتجاتي',
  myOrders: 'طلباتي',
  myProfile: 'ملفي الشخصي',
  logout: 'تسجيل الخروج',
  menu: 'القائمة',
  closeMenu: 'إغلاق القائمة',
  shop: 'تسوّق',
  yourReluxe: 'حسابي',

  shopByDepartment: 'تسوّق حسب القسم',
  justIn: 'وصل حديثًا',
  promoTitle: 'قطع جديدة تصل يوميًا، وكل قطعة موثّقة الأصالة.',
  promoLink: 'اكتشف القطع الجديدة',
  sellNowButton: 'بِع الآن',
  controlPanel: 'لوحة التحكم',

  footerIntro:
    'ساعات وحقائب ومجوهرات مستعملة من دور الأزياء التي تحبها، يُتحقق من أصالة كل قطعة منها قبل أن تصل إليك.',
  topCategories: 'أبرز الفئات',
  topBrands: 'أبرز الماركات',
  aboutTheProduct: 'حول المنتج',
  customerService: 'خدمة العملاء',
  aboutUs: 'من نحن',
  privacyPolicy: 'سياسة الخصوصية',
  termsAndConditions: 'الشروط والأحكام',
  faqs: 'الأسئلة الشائعة',
  contactUs: 'اتصل بنا',
  studentDiscount: 'خصم الطلاب والشباب',
  essentialWorkerDiscount: 'خصم العاملين في القطاعات الحيوية',
  businessDays: 'من الاثنين إلى الأحد',
  businessHours: 'من 9 صباحًا حتى 9 مساءً (بتوقيت الخليج)',
  sellPrompt: 'هل لديك قطعة ترغب في بيعها؟',
  sellNowLink: 'بِع الآن',
  followReluxe: 'تابعوا ريلوكس',
  copyright: '© {year} ريلوكس. جميع الحقوق محفوظة.',
  pricesIn: 'الأسعار بالدرهم الإماراتي ({currency})',

  unavailableTitle: 'هذا القسم غير متاح مؤقتًا',
  unavailableText: 'تعذّر تحميل هذا الجزء من ريلوكس، وبقية الموقع تعمل كالمعتاد.',
  retry: 'إعادة المحاولة',
  loadingPage: 'جارٍ تحميل الصفحة',
  scrollToTop: 'العودة إلى الأعلى',
};

export default ar;
