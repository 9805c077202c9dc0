import type { Translation } from 'shared-contracts';
import type { HomeMessages } from './en';

const ar: Translation<HomeMessages> = {
  heroEyebrow: 'قطع فاخرة مستعملة بأصالة مضمونة',
  shopWhatsNew: 'تسوّق ما وصل حديثًا',
  sellAnItem: 'بِع قطعتك',
  saleEyebrow: 'لفترة محدودة',
  saleOfferPercent: 'خصم {percent}',
  saleOfferUpTo: 'خصم يصل إلى {amount}',
  saleOfferFixed: 'خصم {amount}',
  saleCode: 'استخدم الرمز {code}',
  saleTimeLeft: 'الوقت المتبقي على انتهاء التخفيضات',
  days: 'أيام',
  hours: 'ساعات',
  minutes: 'دقائق',
  seconds: 'ثوانٍ',
  shopByCategories: 'تسوّق حسب الفئة',
  shopByBrands: 'تسوّق حسب الماركة',
  newArrivalsTitle: 'أحدث القطع',
  viewAll: 'عرض الكل',
  newArrivalsEmpty: 'قطع جديدة في الطريق إلينا. عُد قريبًا لاكتشافها.',
  whyReluxe: 'لماذا تتسوّق مع ريلوكس؟',
  uniqueTitle: 'قطع فاخرة فريدة',
  uniqueText:
    'ساعات وحقائب ومجوهرات مستعملة فريدة من نوعها، منتقاة بعناية من دور الأزياء التي تحبها.',
  affordableTitle: 'فخامة بأسعار مناسبة',
  affordableText: 'أسعار عادلة لكل قطعة، مع خيارات للتقسيط تخفف عنك التكلفة.',
  trustedTitle: 'منصة موثوقة',
  trustedText: 'ضمان أصالة مدى الحياة على كل قطعة، وثقة اكتسبناها مع أكثر من {count} قطعة.',
  deliveryTitle: 'توصيل وإرجاع إلى جميع أنحاء العالم',
  deliveryText:
    'توصيل وإرجاع إلى جميع أنحاء العالم: نعيد إليك المبلغ إن لم تكن القطعة مطابقة لما عُرض.',
};

export default ar;
