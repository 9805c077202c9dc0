import type { Translation } from 'shared-contracts';
import type { CheckoutMessages } from './en';

/**
 * Arabic counts agree with their number (one, two, 3-10, 11-99, 100+), so a key English splits
 * into singular and plural takes the same plural message in both.
 */
const piecesInBag =
  '{n, plural, zero {لا توجد قطع في سلتك} one {قطعة واحدة في سلتك} two {قطعتان في سلتك} few {# قطع في سلتك} many {# قطعة في سلتك} other {# قطعة في سلتك}}';
const unavailableExcluded =
  '{n, plural, zero {يشمل المجموع كل القطع.} one {لا يشمل المجموع قطعة واحدة غير متوفرة.} two {لا يشمل المجموع قطعتين غير متوفرتين.} few {لا يشمل المجموع # قطع غير متوفرة.} many {لا يشمل المجموع # قطعة غير متوفرة.} other {لا يشمل المجموع # قطعة غير متوفرة.}}';
const piecesSaved =
  '{n, plural, zero {لا توجد قطع محفوظة} one {قطعة واحدة محفوظة} two {قطعتان محفوظتان} few {# قطع محفوظة} many {# قطعة محفوظة} other {# قطعة محفوظة}}';

const ar: Translation<CheckoutMessages> = {
  loadingBag: 'جارٍ تحميل سلة التسوق',
  cartEmptyHint: 'اكتشف قطعًا مملوكة مسبقًا من دور الأزياء التي تحبها.',
  continueShopping: 'متابعة التسوق',
  piecesInBagOne: piecesInBag,
  piecesInBag,
  product: 'المنتج',
  price: 'السعر',
  quantity: 'الكمية',
  total: 'الإجمالي',
  remove: 'إزالة',
  noLongerAvailable: 'لم يعد متوفرًا',
  quantityOf: 'كمية {name}',
  orderSummary: 'ملخص الطلب',
  subtotal: 'المجموع الفرعي',
  unavailableExcludedOne: unavailableExcluded,
  unavailableExcluded,
  secureCheckout: 'دفع آمن · أصالة مضمونة',
  noImageOf: '{name}: لا تتوفر صورة',

  shippingDetails: 'تفاصيل الشحن',
  orderingAs: 'تطلب باسم {name} ({email}). حقلا الشقة والملاحظات اختياريان.',
  logInToOrder: 'يُرجى تسجيل الدخول لإتمام طلبك.',
  logIn: 'تسجيل الدخول',
  orderNotPlaced: 'لم يتم تقديم طلبك.',
  reviewBag: 'مراجعة سلة التسوق',
  thankYou: 'شكرًا لطلبك. سننقلك الآن إليه…',
  viewOrder: 'عرض الطلب رقم {id}',
  viewMyOrders: 'عرض طلباتي',
  nothingToCheckout: 'لا يوجد ما يمكن طلبه بعد. يبدأ طلبك من سلة التسوق.',
  goToBag: 'الانتقال إلى سلة التسوق',
  productId: 'رقم المنتج',
  address: 'العنوان',
  street: 'الشارع',
  apartment: 'الشقة',
  city: 'المدينة',
  state: 'الإمارة / المنطقة',
  zip: 'الرمز البريدي',
  country: 'الدولة',
  phone: 'رقم الهاتف',
  notes: 'ملاحظات',
  optional: 'اختياري',
  notesPlaceholder: 'اختياري: تعليمات التوصيل أو رسالة الإهداء',
  piecesOfOrder:
    '{n, plural, one {يضم هذا الطلب قطعة واحدة} two {يضم هذا الطلب قطعتين} few {يضم هذا الطلب # قطع} many {يضم هذا الطلب # قطعة} other {يضم هذا الطلب # قطعة}}: غيّر الكميات من سلة التسوق.',
  inStock: 'المتوفر في المخزون: {n}.',
  placeOrder: 'إتمام الطلب',
  paymentMethod: 'طريقة الدفع',
  cashOnDelivery: 'الدفع عند الاستلام',
  cashOnDeliveryHint: 'ادفع نقدًا عند استلام طلبك.',
  // The amount ends with the dirham's own full stop (د.إ.): the sentence takes no second one.
  cashOnDeliveryLimit: 'الدفع عند الاستلام متاح للطلبات حتى {amount}',
  card: 'البطاقة',
  cardHint: 'ادفع عبر صفحة Stripe الآمنة. رقم بطاقتك لا يصل إلى ريلوكس أبدًا.',
  toPaymentPage: 'جارٍ نقلك إلى صفحة الدفع الآمنة…',
  paymentNotStarted: 'تم تقديم الطلب رقم {id}، لكن الدفع بالبطاقة لم يبدأ.',
  paymentHeld: 'نحتفظ لك بقطعه لفترة قصيرة: أعد المحاولة الآن، أو ادفع من صفحة الطلب.',
  payAgain: 'إعادة المحاولة',
  totalsLoading: 'جارٍ احتساب الشحن وضريبة القيمة المضافة…',
  totalsFailed: 'تعذّر احتساب الشحن وضريبة القيمة المضافة.',
  totalsFailedCheckout: 'يمكنك إتمام طلبك مع ذلك: يُحتسب إجماليه عند تقديمه.',
  totalsRetry: 'إعادة المحاولة',
  shippingEstimate: 'تقدير للتوصيل إلى {country}؛ تختار الدولة عند الدفع.',
  couponCode: 'رمز الخصم',
  couponApply: 'تطبيق',
  couponRemove: 'إزالة',
  couponApplied: 'تم تطبيق الرمز {code}',
  couponEnter: 'أدخل الرمز',
  couponNotApplied: 'تعذّر تطبيق الرمز.',
  couponDropped: 'أُزيل الرمز {code}. {reason}',
  couponRemovedPlaceAgain: 'أُزيل الرمز؛ أعد تقديم طلبك بدونه.',
  discountCode: 'الخصم ({code})',

  favouritesEmptyHint: 'انقر على رمز القلب في أي قطعة لحفظها هنا.',
  exploreCollection: 'استكشف المجموعة',
  savedPieces: 'القطع المحفوظة',
  piecesSavedOne: piecesSaved,
  piecesSaved,
  addToCart: 'أضف إلى السلة',
  removeFromCart: 'إزالة من السلة',
  removeFromFavourites: 'إزالة من المفضلة',
};

export default ar;
