import type { Translation } from 'shared-contracts';
import type { ProductMessages } from './en';

const ar: Translation<ProductMessages> = {
  notFound: 'لم نعثر على هذه القطعة. ربما بيعت أو أُزيلت من الكتالوج.',
  backToWhatsNew: 'العودة إلى «وصل حديثًا»',
  itemError: 'تعذّر تحميل هذه القطعة. يُرجى المحاولة مرة أخرى.',
  loadingItem: 'جارٍ تحميل القطعة',
  colour: 'اللون',
  availableColours: 'الألوان المتوفرة',
  description: 'الوصف',
  galleryRole: 'معرض صور',
  galleryLabel: 'صور {name}',
  imageAlt: '{name}، الصورة {n} من {count}',
  showImage: 'عرض الصورة {n}',
  yourOrder: 'طلبك',
  quantity: 'الكمية',
  inStock: 'الكمية المتوفرة: {n}',
  subTotal: 'المجموع الفرعي',
  notes: 'ملاحظات',
  notesPlaceholder: 'أي تفاصيل تودّ إبلاغنا بها بخصوص طلبك',
  discountCoupon: 'كوبون الخصم',
  applyCoupon: 'تطبيق الكوبون',
  removeCoupon: 'إزالة',
  couponEmpty: 'أدخل رمزًا',
  couponApplied: 'تم تطبيق الرمز {code}: خصم {amount} من قيمة سلتك.',
  couponFailed: 'تعذّر التحقق من الرمز. حاول مرة أخرى.',
  addToCart: 'أضف إلى سلة التسوق',
  removeFromCart: 'إزالة من سلة التسوق',
  buyNow: 'اشترِ الآن',
};

export default ar;
