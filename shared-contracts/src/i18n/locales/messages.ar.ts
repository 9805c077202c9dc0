/**
 * Arabic for the English messages that shared code makes: the zod schemas' validation messages
 * (shown by the forms and returned by the api) and the api's own error messages. Keys are the
 * English text or its `{name}` template; the api answers a shopper in Arabic through this table,
 * and the forms translate a schema's message with localizeMessage().
 *
 * Only what a shopper can meet is here: the shop's calls (sign-in, sign-up, profile, products,
 * search, favourites, cart, checkout and the buyer's orders, the sell form, uploads), the hosted
 * auth of the login modal, rate limits and the generic errors. The back-office is English: its
 * messages (admin routes, the admin forms' fields) stay English, and the api never translates
 * its calls.
 *
 * Template values are filled as sent (numbers, names, ids), so the Arabic avoids a noun that
 * would have to agree with a number: "الكمية المتوفرة ... هي {n}", not "{n} قطع".
 */

/** How a field's message is worded; each is one of the shared field builders' messages. */
type Rule =
  | 'required'
  | 'choose'
  | 'text'
  | 'maxChars'
  | 'number'
  | 'whole'
  | 'positive'
  | 'tooLarge'
  | 'negative'
  | 'startsAtOne'
  | 'atMost';

/** A field's name in Arabic and its grammatical gender (verbs and adjectives agree with it). */
interface FieldName {
  ar: string;
  feminine?: boolean;
}

/** The English message of `rule` for the field labelled `label` (schemas/fields.ts). */
const ENGLISH: Record<Rule, (label: string) => string> = {
  required: (label) => `${label} is required`,
  choose: (label) => `${label} is required`,
  text: (label) => `${label} must be text`,
  maxChars: (label) => `${label} must be at most {max} characters`,
  number: (label) => `${label} must be a number`,
  whole: (label) => `${label} must be a whole number`,
  positive: (label) => `${label} must be a positive number`,
  tooLarge: (label) => `${label} is too large`,
  negative: (label) => `${label} cannot be negative`,
  startsAtOne: (label) => `${label} starts at 1`,
  atMost: (label) => `${label} must be at most {max}`,
};

/** The same message in Arabic. */
const ARABIC: Record<Rule, (field: FieldName) => string> = {
  required: ({ ar, feminine }) => `${ar} ${feminine ? 'مطلوبة' : 'مطلوب'}`,
  choose: ({ ar }) => `يُرجى اختيار ${ar}`,
  text: ({ ar, feminine }) => `يجب أن ${feminine ? 'تكون' : 'يكون'} ${ar} نصًا`,
  maxChars: ({ ar }) => `يجب ألا يتجاوز عدد أحرف ${ar} {max}`,
  number: ({ ar, feminine }) => `يجب أن ${feminine ? 'تكون' : 'يكون'} ${ar} قيمة رقمية`,
  whole: ({ ar, feminine }) => `يجب أن ${feminine ? 'تكون' : 'يكون'} ${ar} عددًا صحيحًا`,
  positive: ({ ar, feminine }) => `يجب أن ${feminine ? 'تكون' : 'يكون'} ${ar} رقمًا موجبًا`,
  tooLarge: ({ ar, feminine }) => `${ar} ${feminine ? 'كبيرة' : 'كبير'} جدًا`,
  negative: ({ ar, feminine }) =>
    feminine ? `لا يمكن أن تكون ${ar} سالبة` : `لا يمكن أن يكون ${ar} سالبًا`,
  startsAtOne: ({ ar, feminine }) => `${feminine ? 'تبدأ' : 'يبدأ'} ${ar} من 1`,
  atMost: ({ ar, feminine }) => `يجب ألا ${feminine ? 'تتجاوز' : 'يتجاوز'} ${ar} {max}`,
};

/** The rules of the shared field builders (schemas/fields.ts). */
const REQUIRED_TEXT: Rule[] = ['required', 'text', 'maxChars'];
const OPTIONAL_TEXT: Rule[] = ['text', 'maxChars'];
const ID: Rule[] = ['required', 'number', 'whole', 'positive', 'tooLarge'];
const CHOICE: Rule[] = ['choose', 'number', 'whole', 'positive', 'tooLarge'];
const MONEY: Rule[] = ['required', 'number', 'negative', 'tooLarge'];
const OPTIONAL_MONEY: Rule[] = ['number', 'negative', 'tooLarge'];
const QUANTITY: Rule[] = ['required', 'number', 'whole', 'negative', 'tooLarge'];
const PAGING: Rule[] = ['number', 'whole', 'startsAtOne', 'atMost'];

/** The shopper-facing fields of the shared schemas: label, Arabic name, rules. */
const FIELDS: [label: string, name: FieldName, rules: Rule[]][] = [
  // Sign-in, sign-up and My Profile (schemas/auth.ts).
  ['Email', { ar: 'البريد الإلكتروني' }, ['required', 'text']],
  ['Password', { ar: 'كلمة المرور', feminine: true }, REQUIRED_TEXT],
  ['First name', { ar: 'الاسم الأول' }, REQUIRED_TEXT],
  ['Last name', { ar: 'اسم العائلة' }, REQUIRED_TEXT],
  ['Phone number', { ar: 'رقم الهاتف' }, ['required', 'text']],
  ['Username', { ar: 'اسم المستخدم' }, REQUIRED_TEXT],
  ['Profile image', { ar: 'رابط صورة الملف الشخصي' }, OPTIONAL_TEXT],
  ['UserID', { ar: 'معرّف المستخدم' }, ID],
  ['RoleID', { ar: 'معرّف الدور' }, ID],
  // The sell form (schemas/catalog.ts sellSchema).
  ['Product name', { ar: 'اسم المنتج' }, REQUIRED_TEXT],
  ['Description', { ar: 'الوصف' }, REQUIRED_TEXT],
  ['Quantity', { ar: 'الكمية', feminine: true }, QUANTITY],
  ['Category', { ar: 'الفئة', feminine: true }, CHOICE],
  ['Brand', { ar: 'الماركة', feminine: true }, CHOICE],
  ['Gender', { ar: 'الجنس' }, CHOICE],
  ['Colour', { ar: 'اللون' }, CHOICE],
  ['Status', { ar: 'الحالة', feminine: true }, OPTIONAL_TEXT],
  ['Condition', { ar: 'حالة المنتج', feminine: true }, ['choose', 'number', 'whole']],
  // Checkout (schemas/orders.ts).
  ['Address', { ar: 'العنوان' }, REQUIRED_TEXT],
  ['Street', { ar: 'الشارع' }, REQUIRED_TEXT],
  ['Apartment', { ar: 'رقم الشقة' }, OPTIONAL_TEXT],
  ['City', { ar: 'المدينة', feminine: true }, REQUIRED_TEXT],
  ['State', { ar: 'الإمارة أو المنطقة', feminine: true }, REQUIRED_TEXT],
  ['Zip', { ar: 'الرمز البريدي' }, REQUIRED_TEXT],
  ['Country', { ar: 'الدولة', feminine: true }, REQUIRED_TEXT],
  ['Phone', { ar: 'رقم الهاتف' }, ['required', 'text']],
  ['Notes', { ar: 'الملاحظات', feminine: true }, OPTIONAL_TEXT],
  ['Coupon', { ar: 'رمز الخصم' }, OPTIONAL_TEXT],
  ['ProductID', { ar: 'معرّف المنتج' }, ID],
  ['Price', { ar: 'السعر' }, MONEY],
  ['OrderID', { ar: 'رقم الطلب' }, ID],
  // The product list's query (schemas/catalog.ts productListQuerySchema).
  ['price_min', { ar: 'الحد الأدنى للسعر' }, OPTIONAL_MONEY],
  ['price_max', { ar: 'الحد الأعلى للسعر' }, OPTIONAL_MONEY],
  ['page', { ar: 'رقم الصفحة' }, PAGING],
  ['limit', { ar: 'عدد النتائج في الصفحة' }, PAGING],
];

const fieldMessages = (): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const [label, name, rules] of FIELDS) {
    for (const rule of rules) messages[ENGLISH[rule](label)] = ARABIC[rule](name);
  }
  return messages;
};

/** Buyer-side wording of an order status, after "cannot be cancelled" ("بعد تأكيده"). */
const CANCEL_REFUSED_AFTER: Record<string, string> = {
  Confirmed: 'بعد تأكيده',
  Authenticated: 'بعد التحقق من أصالته',
  Shipped: 'بعد شحنه',
  Delivered: 'بعد تسليمه',
  Returned: 'بعد إرجاعه',
};

const cancelMessages = (): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const [status, after] of Object.entries(CANCEL_REFUSED_AFTER)) {
    messages[`Cannot move order {id} from ${status} to Cancelled`] =
      `لا يمكن إلغاء الطلب رقم {id} ${after}`;
  }
  return messages;
};

/** The same Arabic for each of the hosted auth's refresh-token refusals: the session is over. */
const SESSION_OVER = 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.';

export const ARABIC_MESSAGES: Readonly<Record<string, string>> = {
  // Shared texts (constants/messages.ts), worded as in the common messages.
  'Only {n} items available in stock': 'الكمية المتوفرة في المخزون {n} فقط',
  'An error occurred. Please try again later.': 'حدث خطأ. يُرجى المحاولة لاحقًا.',
  'Order placed successfully!': 'تم تقديم الطلب بنجاح!',
  'Failed to place order!': 'تعذّر إتمام الطلب!',
  'Please log in first!': 'يُرجى تسجيل الدخول أولًا!',
  'Item not found': 'المنتج غير موجود',

  // Field messages of the shared schemas (schemas/fields.ts builders).
  ...fieldMessages(),
  'Invalid input': 'القيمة المُدخلة غير صالحة',

  // Sign-in, sign-up and My Profile (schemas/auth.ts).
  'Email is too long': 'البريد الإلكتروني طويل جدًا',
  'Enter a valid email address': 'أدخل بريدًا إلكترونيًا صالحًا',
  'Password is too long': 'كلمة المرور طويلة جدًا',
  'Confirm your password': 'يُرجى تأكيد كلمة المرور',
  'Phone number must be digits only': 'يجب أن يتكون رقم الهاتف من أرقام فقط',
  'Phone number must be 5 to 15 digits': 'يجب أن يتكون رقم الهاتف من 5 إلى 15 رقمًا',
  'Birthdate must be a date': 'يجب أن يكون تاريخ الميلاد تاريخًا صحيحًا',
  'Gender must be Male or Female': 'يجب أن يكون الجنس ذكرًا أو أنثى',

  // Products, search and the sell form (schemas/catalog.ts).
  'Too many ids': 'عدد المعرّفات كبير جدًا',
  'Ids must be comma-separated numbers': 'يجب أن تكون المعرّفات أرقامًا تفصل بينها فواصل',
  'q must be text': 'يجب أن يكون نص البحث نصًا',
  'Search text is too long': 'نص البحث طويل جدًا',
  'sort must be one of {keys}': 'يجب أن يكون الترتيب أحد الخيارات التالية: {keys}',
  'Condition must be one of {conditions}':
    'يجب أن تكون حالة المنتج إحدى القيم التالية: {conditions}',

  // Checkout and orders (schemas/orders.ts).
  'Phone is too long': 'رقم الهاتف طويل جدًا',
  'Phone must be a phone number': 'أدخل رقم هاتف صالحًا',
  'Quantity must be at least 1': 'يجب ألا تقل الكمية عن 1',
  'Your order has {total} pieces: change their quantities in your bag':
    'عدد القطع في طلبك {total}: عدّل كمياتها في سلة التسوق',
  'Products must be a list': 'يجب أن تكون المنتجات قائمة',
  'The order has no products': 'لا يحتوي الطلب على أي منتج',
  'Too many products in one order': 'عدد المنتجات في الطلب الواحد كبير جدًا',

  // The api's generic answers (api/src/plugins/errors.ts, csrf.ts, lifecycle.ts, readiness.ts).
  'Something went wrong on our side. Please try again later.':
    'حدث خطأ من جهتنا. يُرجى المحاولة لاحقًا.',
  'Not found': 'غير موجود',
  'The request body is not valid JSON': 'محتوى الطلب ليس بصيغة JSON صالحة',
  'The request body is empty': 'محتوى الطلب فارغ',
  'The request body is malformed': 'محتوى الطلب غير صالح',
  'The request is too large': 'حجم الطلب كبير جدًا',
  'Unsupported content type': 'نوع المحتوى غير مدعوم',
  'The file is too large': 'حجم الملف كبير جدًا',
  'Too many files': 'عدد الملفات أكبر من المسموح به',
  'Too many form fields': 'عدد حقول النموذج أكبر من المسموح به',
  'The request is not multipart/form-data': 'يجب إرسال الطلب بصيغة multipart/form-data',
  'The request contains an invalid value': 'يحتوي الطلب على قيمة غير صالحة',
  'A referenced item does not exist': 'أحد العناصر المطلوبة غير موجود',
  'This item already exists': 'هذا العنصر موجود بالفعل',
  'The request is missing a required value': 'إحدى القيم المطلوبة غير موجودة في الطلب',
  'Cross-site request refused': 'تم رفض طلب مُرسَل من موقع آخر',
  'Shutting down': 'الخدمة متوقفة مؤقتًا. يُرجى المحاولة بعد قليل.',
  'Not ready: {checks}': 'الخدمة غير جاهزة حاليًا: {checks}',

  // Rate limits and unavailable limits (api/src/limits).
  'Rate limit exceeded, retry in 1 second':
    'لقد تجاوزت عدد الطلبات المسموح به. أعد المحاولة بعد ثانية واحدة.',
  'Rate limit exceeded, retry in {n} seconds':
    'لقد تجاوزت عدد الطلبات المسموح به. أعد المحاولة لاحقًا (الوقت المتبقي بالثواني: {n}).',
  'Rate limit exceeded, retry in 1 minute':
    'لقد تجاوزت عدد الطلبات المسموح به. أعد المحاولة بعد دقيقة واحدة.',
  'Rate limit exceeded, retry in {n} minutes':
    'لقد تجاوزت عدد الطلبات المسموح به. أعد المحاولة لاحقًا (الوقت المتبقي بالدقائق: {n}).',
  'Too many failed sign-in attempts. Try again in a few minutes.':
    'محاولات تسجيل دخول فاشلة كثيرة. حاول مرة أخرى بعد بضع دقائق.',
  'Sign-in is temporarily unavailable. Please try again in a minute.':
    'تسجيل الدخول غير متاح مؤقتًا. يُرجى المحاولة بعد دقيقة.',
  'Sign-up is temporarily unavailable. Please try again in a minute.':
    'إنشاء الحساب غير متاح مؤقتًا. يُرجى المحاولة بعد دقيقة.',
  'This service is temporarily unavailable. Please try again in a minute.':
    'هذه الخدمة غير متاحة مؤقتًا. يُرجى المحاولة بعد دقيقة.',

  // Sessions and accounts (api/src/auth, api/src/routes/users/account.ts).
  'Only administrators can do this': 'هذا الإجراء متاح للمسؤولين فقط',
  'You can only act on your own account': 'يمكنك إجراء ذلك على حسابك فقط',
  'Invalid email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'Login successful': 'تم تسجيل الدخول بنجاح',
  'Passwords do not match': 'كلمتا المرور غير متطابقتين',
  'Password must be at least 8 characters long': 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  'Password must contain letters and numbers': 'يجب أن تحتوي كلمة المرور على أحرف وأرقام',
  'An account with this email already exists': 'يوجد حساب مسجَّل بهذا البريد الإلكتروني بالفعل',
  'Your account has been created. Please log in.': 'تم إنشاء حسابك. يُرجى تسجيل الدخول.',
  'You have been logged out': 'تم تسجيل خروجك',
  'User not found': 'المستخدم غير موجود',
  'userID must be a positive whole number': 'يجب أن يكون معرّف المستخدم عددًا صحيحًا موجبًا',
  'userID is too large': 'معرّف المستخدم كبير جدًا',
  'Profile updated successfully!': 'تم تحديث الملف الشخصي بنجاح!',
  'Your account has been deleted': 'تم حذف حسابك',

  // A forgotten password and the mail settings (api/src/routes/users).
  'If an account exists for this email, we have sent a link to reset the password.':
    'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
  'This link to reset your password is not valid. Ask for a new one.':
    'رابط إعادة تعيين كلمة المرور غير صالح. اطلب رابطًا جديدًا.',
  'This link to reset your password was already used. Ask for a new one.':
    'سبق استخدام رابط إعادة تعيين كلمة المرور هذا. اطلب رابطًا جديدًا.',
  'This link to reset your password has expired. Ask for a new one.':
    'انتهت صلاحية رابط إعادة تعيين كلمة المرور. اطلب رابطًا جديدًا.',
  'Your password has been changed. Sign in with your new password.':
    'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  'The reset link is incomplete': 'رابط إعادة التعيين غير مكتمل',
  'The reset link is not valid': 'رابط إعادة التعيين غير صالح',
  'Too many requests for a password reset link, retry in 1 second':
    'طلبات كثيرة لرابط إعادة تعيين كلمة المرور. أعد المحاولة بعد ثانية واحدة.',
  'Too many requests for a password reset link, retry in {n} seconds':
    'طلبات كثيرة لرابط إعادة تعيين كلمة المرور. أعد المحاولة لاحقًا (الوقت المتبقي بالثواني: {n}).',
  'Too many requests for a password reset link, retry in 1 minute':
    'طلبات كثيرة لرابط إعادة تعيين كلمة المرور. أعد المحاولة بعد دقيقة واحدة.',
  'Too many requests for a password reset link, retry in {n} minutes':
    'طلبات كثيرة لرابط إعادة تعيين كلمة المرور. أعد المحاولة لاحقًا (الوقت المتبقي بالدقائق: {n}).',
  'Your mail settings were saved': 'تم حفظ إعدادات البريد',
  'Email language must be en or ar': 'اختر لغة البريد: العربية أو الإنجليزية',

  // Uploads (api/src/uploads) and the sell queue.
  'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded':
    'يمكن رفع الصور بصيغة JPEG أو PNG أو WebP أو GIF أو AVIF فقط',
  'The image could not be read': 'تعذّرت قراءة الصورة',
  'The form data is malformed': 'بيانات النموذج غير صالحة',
  'Image storage is unavailable right now. Please try again later.':
    'تخزين الصور غير متاح حاليًا. يُرجى المحاولة لاحقًا.',
  'Add at least one image': 'أضف صورة واحدة على الأقل',
  'Your item was submitted for review!': 'تم إرسال منتجك للمراجعة!',

  // Products and orders (api/src/routes/products, api/src/routes/orders, api/src/orders).
  'price_min must not be above price_max': 'يجب ألا يتجاوز الحد الأدنى للسعر الحد الأعلى',
  'Only 0 items of "{name}" are available': 'نفدت الكمية المتوفرة من «{name}»',
  'Only {n} items of "{name}" are available': 'الكمية المتوفرة من «{name}» هي {n} فقط',
  'The product {id} is not available': 'المنتج رقم {id} غير متوفر',
  'Idempotency-Key must be 1 to 200 characters': 'يجب أن يتراوح طول Idempotency-Key بين 1 و200 حرف',
  'No order with id {id}': 'لا يوجد طلب بالرقم {id}',
  'PaymentMethod must be cash_on_delivery or card': 'اختر طريقة دفع صالحة',
  'Card payments are not available yet.': 'الدفع بالبطاقة غير متاح بعد.',
  'Cash on delivery is available for orders up to {amount}.':
    'الدفع عند الاستلام متاح للطلبات حتى {amount}.',
  // Paying a card order and its invoice (api/src/payments): the provider's own reason stays as
  // it came, unless it is one of the shop's.
  'The card payment could not be started: no answer':
    'تعذّر بدء الدفع بالبطاقة: لم يصل أي رد من مزوّد الدفع',
  'The card payment could not be started: no page': 'تعذّر بدء الدفع بالبطاقة: لم تُنشأ صفحة الدفع',
  'The card payment could not be started: {reason}': 'تعذّر بدء الدفع بالبطاقة: {reason}',
  'Order {id} is not paid by card': 'الطلب رقم {id} لا يُدفع بالبطاقة',
  'Order {id} is already paid': 'تم دفع قيمة الطلب رقم {id} بالفعل',
  'Order {id} can no longer be paid: it is {status}': 'لم يعد بالإمكان دفع قيمة الطلب رقم {id}',
  'Order {id} has no invoice yet: the invoice is issued once the order is paid':
    'لا توجد فاتورة للطلب رقم {id} بعد: تصدر الفاتورة بعد دفع قيمة الطلب',
  'Order {id} was cancelled': 'تم إلغاء الطلب رقم {id}',
  'Order {id} is already Cancelled': 'الطلب رقم {id} ملغى بالفعل',
  ...cancelMessages(),
  'Order {id} is {status}, not Pending': 'لم يعد الطلب رقم {id} قيد الانتظار',

  // The hosted auth of the login modal (api/src/auth-v1): its msg / error_description.
  'Invalid login credentials': 'بيانات تسجيل الدخول غير صحيحة',
  'Email not confirmed': 'لم يتم تأكيد البريد الإلكتروني بعد',
  'User already registered': 'هذا المستخدم مسجَّل بالفعل',
  'A user with this email address has already been registered':
    'يوجد مستخدم مسجَّل بهذا البريد الإلكتروني بالفعل',
  'Token has expired or is invalid': 'الرمز منتهي الصلاحية أو غير صالح',
  'Email link is invalid or has expired': 'رابط البريد الإلكتروني غير صالح أو منتهي الصلاحية',
  'Request rate limit reached': 'لقد تجاوزت عدد الطلبات المسموح به. يُرجى المحاولة لاحقًا.',
  'Email rate limit exceeded':
    'لقد تجاوزت عدد رسائل البريد الإلكتروني المسموح به. يُرجى المحاولة لاحقًا.',
  'An email address is required': 'البريد الإلكتروني مطلوب',
  'Unable to validate email address: invalid format':
    'تعذّر التحقق من البريد الإلكتروني: الصيغة غير صحيحة',
  'A password is required': 'كلمة المرور مطلوبة',
  'Signup requires a valid password': 'يتطلب إنشاء الحساب كلمة مرور صالحة',
  'Password cannot be empty': 'لا يمكن أن تكون كلمة المرور فارغة',
  'New password should be different from the old password.':
    'يجب أن تختلف كلمة المرور الجديدة عن القديمة.',
  'Signups not allowed for otp': 'لا يمكن إنشاء حساب برمز الدخول المؤقت',
  'Phone sign-in is not supported by this server; use email':
    'تسجيل الدخول برقم الهاتف غير متاح؛ استخدم البريد الإلكتروني',
  'Phone numbers are not supported by this server': 'أرقام الهواتف غير مدعومة',
  'Phone verification (sms, phone_change) is not supported by this server':
    'التحقق عبر الهاتف غير متاح',
  'Verify requires a token (with email) or a token_hash':
    'يتطلب التحقق رمزًا مع البريد الإلكتروني أو رابطًا صالحًا',
  'Invalid Refresh Token: Refresh Token Not Found': SESSION_OVER,
  'Invalid Refresh Token: Already Used': SESSION_OVER,
  'Invalid Refresh Token: Session Expired': SESSION_OVER,
  'Session from session_id claim in JWT does not exist': SESSION_OVER,
  'User from sub claim in JWT does not exist': 'المستخدم غير موجود',
  'Invalid TOTP code entered': 'رمز التحقق المُدخل غير صحيح',
  'Factor not found': 'وسيلة التحقق غير موجودة',
  'Maximum number of verified factors reached, unenroll to continue':
    'بلغت الحد الأقصى لوسائل التحقق المفعّلة؛ أزل إحداها للمتابعة',
  'A factor with the friendly name "{name}" for this user already exists':
    'لديك بالفعل وسيلة تحقق باسم «{name}»',
  'MFA challenge {id} has expired, verify against another challenge or create a new challenge.':
    'انتهت صلاحية طلب التحقق. اطلب رمزًا جديدًا وحاول مرة أخرى.',
  'MFA factor with the provided challenge ID not found': 'طلب التحقق غير موجود',
  'Challenge and verify IP addresses mismatch': 'يجب إكمال التحقق من الشبكة نفسها التي بدأ منها',
  'Error sending {purpose} email': 'تعذّر إرسال رسالة البريد الإلكتروني',
  'Could not parse request body as JSON': 'تعذّرت قراءة محتوى الطلب بصيغة JSON',
  'Request body too large': 'حجم محتوى الطلب كبير جدًا',
  'Invalid request': 'طلب غير صالح',
  'Unexpected failure, please check server logs for more information':
    'حدث خطأ غير متوقع. يُرجى المحاولة لاحقًا.',
  // Coupon codes (checkout and Orders/addOrder.php).
  'This code does not exist.': 'هذا الرمز غير موجود.',
  'This code has expired.': 'انتهت صلاحية هذا الرمز.',
  'This code is not active yet.': 'هذا الرمز غير مفعّل بعد.',
  'This code has been used up.': 'نفدت مرات استخدام هذا الرمز.',
  'Spend {amount} or more to use this code.': 'أنفق {amount} أو أكثر لاستخدام هذا الرمز.',
  'This code does not apply to the items in your bag.': 'لا ينطبق هذا الرمز على القطع في سلتك.',
  'You have already used this code.': 'لقد استخدمت هذا الرمز من قبل.',
};
