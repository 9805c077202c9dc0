import type { Translation } from '../../i18n/messages';
import type { HeadMessages } from './en';

const ar: Translation<HeadMessages> = {
  pageTitle: '{title} | ريلوكس',
  homeTitle: 'ريلوكس | ساعات وحقائب ومجوهرات فاخرة مستعملة',
  homeDescription:
    'ريلوكس: اشترِ وبِع الساعات والحقائب والمجوهرات الفاخرة المستعملة الموثّقة في الإمارات. الأسعار بالدرهم.',
  home: 'الرئيسية',
  whatsNew: 'وصل حديثًا',
  listDescription:
    'أحدث الساعات والحقائب والمجوهرات الفاخرة المستعملة لدى ريلوكس، كل قطعة موثّقة من خبرائنا. الأسعار بالدرهم.',
  filteredDescription:
    '{names}: قطع فاخرة مستعملة لدى ريلوكس، كل قطعة موثّقة من خبرائنا. الأسعار بالدرهم.',
  nameSeparator: '، ',
  searchTitle: 'نتائج البحث عن: «{q}»',
  searchDescription: 'قطع فاخرة مستعملة تطابق «{q}» لدى ريلوكس، كل قطعة موثّقة من خبرائنا.',
  productDescription: '{name}: قطعة فاخرة مستعملة وموثّقة من خبرائنا، بسعر {price} لدى ريلوكس.',
  itemNotFound: 'المنتج غير موجود',
  pageNotFound: 'الصفحة غير موجودة',
  notFoundDescription: 'الصفحة التي تبحث عنها غير موجودة.',
  shoppingCart: 'سلة التسوق',
  favourites: 'مفضلتك',
  placeYourOrder: 'أكمل طلبك',
  sell: 'بِع منتجك الآن!',
  myProfile: 'ملفي الشخصي',
  myItems: 'منتجاتي',
  myOrders: 'طلباتي',
  order: 'الطلب رقم {id}',
  taxInvoice: 'فاتورة ضريبية',
  signIn: 'تسجيل الدخول',
  signedIn: 'تم تسجيل دخولك',
  resetPassword: 'تعيين كلمة مرور جديدة',
};

export default ar;
