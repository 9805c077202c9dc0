import type { Translation } from 'shared-contracts';
import type { CatalogMessages } from './en';

const ar: Translation<CatalogMessages> = {
  breadcrumb: 'مسار التنقل',
  home: 'الرئيسية',
  tryAgain: 'إعادة المحاولة',
  loadingProducts: 'جارٍ تحميل المنتجات',
  condition1: 'جديد مع الملصقات',
  condition2: 'بحالة الجديد',
  condition3: 'بحالة ممتازة',
  condition4: 'بحالة جيدة جدًا',
  condition5: 'بحالة جيدة',
  conditionLine: 'الحالة: {condition}',
  addToFavourites: 'أضف إلى المفضلة',
  removeFromFavourites: 'إزالة من المفضلة',
  discount: 'خصم {percent}',
  search: 'بحث',
  searchSuggestions: 'اقتراحات البحث',
  seeAllResults: 'عرض جميع النتائج',
  typeBrand: 'ماركة',
  typeProduct: 'منتج',
  didYouMean: 'هل تقصد {name}؟',
};

export default ar;
