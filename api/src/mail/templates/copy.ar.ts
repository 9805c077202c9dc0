import type { MailCopy } from './copy';

const plurals = new Intl.PluralRules('ar');

/** A count with its noun as Arabic agrees them ('قطعتان', '3 قطع', '14 يومًا'), Latin digits. */
function count(
  n: number,
  forms: { one: string; two: string; few: string; many: string; other: string },
): string {
  const rule = plurals.select(n);
  const form = rule === 'zero' ? forms.other : forms[rule as keyof typeof forms];
  return form.replace('#', String(n));
}

/**
 * The mails in Arabic, as the storefront words them (order statuses, payment methods, refund
 * states and totals are its own translations).
 */
export const AR: MailCopy = {
  greeting: (name) => `مرحبًا ${name}،`,
  signature: 'فريق ريلوكس',
  footer: {
    tagline: 'ريلوكس · قطع فاخرة مستعملة، يُتحقق من أصالة كل قطعة منها',
    language: 'تغيير لغة رسائلنا',
  },
  alertsFootnote: 'تصلك هذه الرسالة لأنك فعّلت تنبيهات الأسعار، ويمكنك إيقافها من ملفك الشخصي.',
  viewOrder: 'عرض طلبك',
  pieces: (n) =>
    count(n, { one: 'قطعة واحدة', two: 'قطعتان', few: '# قطع', many: '# قطعة', other: '# قطعة' }),
  days: (n) =>
    count(n, { one: 'يوم واحد', two: 'يومين', few: '# أيام', many: '# يومًا', other: '# يوم' }),
  minutes: (n) =>
    count(n, {
      one: 'دقيقة واحدة',
      two: 'دقيقتين',
      few: '# دقائق',
      many: '# دقيقة',
      other: '# دقيقة',
    }),
  statuses: { Confirmed: 'مؤكَّد', Authenticated: 'تم التحقق من الأصالة' },
  methods: { cash_on_delivery: 'الدفع عند الاستلام', card: 'البطاقة' },
  refundStatuses: {
    pending: 'الاسترداد قيد المعالجة',
    succeeded: 'تم الاسترداد',
    failed: 'تعذّر الاسترداد',
  },
  refund: (amount, status) => `المبلغ المسترد: ${amount} (${status})`,
  refundFailed: 'تعذّر إتمام الاسترداد تلقائيًا، وسيتواصل معك فريقنا.',
  line: (quantity, name) => `${quantity} × ${name}`,
  totals: {
    subtotal: 'المجموع الفرعي',
    discount: (code) => (code ? `الخصم (${code})` : 'الخصم'),
    shipping: 'الشحن',
    free: 'مجاني',
    vat: (rate) => `شامل ضريبة القيمة المضافة (${rate})`,
    total: 'الإجمالي',
  },
  orderPlaced: {
    subject: (id) => `استلمنا طلبك رقم ${id}`,
    heading: 'شكرًا لطلبك',
    intro: (id) => `استلمنا طلبك رقم ${id}، وإليك تفاصيل ما اشتريته:`,
    payment: (method) => `طريقة الدفع: ${method}`,
    next: {
      cash_on_delivery: 'تدفع المبلغ نقدًا عند استلام طلبك، وسنراسلك مجددًا فور شحنه.',
      card: 'نحتفظ لك بقطعك ريثما تُتم الدفع بالبطاقة من صفحة طلبك، وسنراسلك فور استلامنا للدفع.',
    },
  },
  paymentReceived: {
    subject: (id) => `تم استلام الدفع للطلب رقم ${id}`,
    heading: 'تم استلام الدفع',
    body: (amount, id, method) =>
      `استلمنا دفعتك البالغة ${amount} للطلب رقم ${id} (${method}). شكرًا لك.`,
    invoice: 'فاتورتك الضريبية متاحة الآن في صفحة طلبك.',
    action: 'عرض الفاتورة',
  },
  orderStatus: {
    subject: (id, status) => `حالة طلبك رقم ${id}: ${status}`,
    heading: { Confirmed: 'تم تأكيد طلبك', Authenticated: 'تم التحقق من أصالة طلبك' },
    body: {
      Confirmed: (id) =>
        `أكّدنا طلبك رقم ${id}. سيتحقق خبراؤنا الآن من أصالة كل قطعة فيه قبل شحنها.`,
      Authenticated: (id) =>
        `تحقق خبراؤنا من كل قطعة في طلبك رقم ${id}، وجميعها أصلية. نعمل الآن على تجهيزه للشحن.`,
    },
  },
  orderShipped: {
    subject: (id) => `تم شحن طلبك رقم ${id}`,
    heading: 'طلبك في الطريق إليك',
    body: (id) => `شحنّا طلبك رقم ${id}، وهو الآن في طريقه إليك.`,
    carrier: 'شركة الشحن',
    trackingNumber: 'رقم التتبّع',
    action: 'تتبّع طلبك',
  },
  orderDelivered: {
    subject: (id) => `تم تسليم طلبك رقم ${id}`,
    heading: 'تم تسليم طلبك',
    body: (id) => `تم تسليم طلبك رقم ${id}، ونتمنى أن ينال إعجابك.`,
    returns: (days) =>
      `إذا وجدت فيه ما لا يرضيك، يمكنك إرجاعه خلال ${days} من تاريخ التسليم عبر صفحة طلبك.`,
  },
  orderCancelled: {
    subject: (id) => `تم إلغاء طلبك رقم ${id}`,
    heading: 'تم إلغاء طلبك',
    body: (id) => `تم إلغاء طلبك رقم ${id}.`,
    note: (note) => `ملاحظة: ${note}`,
    holdReleased: 'لم يصلنا الدفع بالبطاقة في الوقت المحدد، فعادت القطع إلى البيع.',
    notCharged: 'لم يُخصم أي مبلغ مقابل هذا الطلب.',
  },
  orderReturned: {
    subject: (id) => `اكتمل إرجاع طلبك رقم ${id}`,
    heading: 'اكتمل الإرجاع',
    body: (id) => `استلمنا القطع التي أرجعتها من طلبك رقم ${id}.`,
  },
  itemApproved: {
    subject: (name) => `منتجك معروض للبيع الآن: ${name}`,
    heading: 'منتجك معروض للبيع',
    body: (name) => `يسعدنا إبلاغك بأننا وافقنا على «${name}»، وهو معروض الآن للبيع على ريلوكس.`,
    next: 'سنراسلك فور بيعه.',
    action: 'عرض منتجك',
  },
  itemIgnored: {
    subject: (name) => `لم يُقبل منتجك: ${name}`,
    heading: 'لم يُقبل منتجك',
    body: (name) =>
      `شكرًا لأنك عرضت علينا «${name}». بعد مراجعته، نعتذر عن عدم قبوله للبيع على ريلوكس.`,
    next: 'يسعدنا أن ترسل إلينا قطعة أخرى في أي وقت.',
    action: 'بِع قطعة أخرى',
  },
  itemSold: {
    subject: (name) => `تم بيع منتجك: ${name}`,
    heading: 'تم بيع منتجك',
    body: (pieces, name, id) => `خبر سار: بيعت ${pieces} من «${name}» ضمن الطلب رقم ${id}.`,
    payoutOnDelivery: (amount) => `ستحصل على ${amount} فور استلام المشتري للطلب.`,
    payoutLater: (amount, days) => `ستحصل على ${amount} بعد ${days} من استلام المشتري للطلب.`,
    action: 'عرض مبيعاتك',
  },
  payoutPaid: {
    subject: (amount) => `مستحقاتك البالغة ${amount} في طريقها إليك`,
    heading: 'مستحقاتك في طريقها إليك',
    body: (amount, pieces) => `حوّلنا إليك ${amount} مقابل ما بعته عبر ريلوكس (${pieces}).`,
    action: 'عرض مبيعاتك',
  },
  passwordReset: {
    subject: 'أعد تعيين كلمة مرور حسابك في ريلوكس',
    heading: 'إعادة تعيين كلمة المرور',
    body: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في ريلوكس. اختر كلمة مرور جديدة عبر الزر أدناه.',
    action: 'تعيين كلمة مرور جديدة',
    validity: (minutes) => `هذا الرابط صالح لمدة ${minutes}، ويُستخدم مرة واحدة فقط.`,
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
  },
  priceDrop: {
    subject: (name) => `انخفاض السعر: ${name}`,
    heading: 'انخفض سعر قطعة في مفضلتك',
    body: (name) => `انخفض سعر القطعة «${name}» الموجودة في مفضلتك.`,
    was: 'السعر السابق',
    now: 'السعر الآن',
    action: 'عرض القطعة',
  },
  backInStock: {
    subject: (name) => `متوفرة من جديد: ${name}`,
    heading: 'متوفرة من جديد',
    body: (name, price) => `القطعة «${name}» من مفضلتك متوفرة من جديد بسعر ${price}.`,
    hurry: 'مثل هذه القطع لا تبقى طويلًا.',
    action: 'عرض القطعة',
  },
  account: {
    code: (code) => `أو أدخل هذا الرمز: ${code}`,
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة.',
    purposes: {
      signup: {
        subject: 'أكّد تسجيلك',
        intro: 'اتبع هذا الرابط لتأكيد حسابك في ريلوكس:',
        action: 'تأكيد البريد الإلكتروني',
      },
      magiclink: {
        subject: 'رابط تسجيل الدخول',
        intro: 'اتبع هذا الرابط لتسجيل الدخول إلى ريلوكس:',
        action: 'تسجيل الدخول',
      },
      recovery: {
        subject: 'إعادة تعيين كلمة المرور',
        intro: 'اتبع هذا الرابط لاختيار كلمة مرور جديدة لحسابك في ريلوكس:',
        action: 'إعادة تعيين كلمة المرور',
      },
      email_change: {
        subject: 'أكّد بريدك الإلكتروني الجديد',
        intro: 'اتبع هذا الرابط لتأكيد العنوان الجديد لحسابك في ريلوكس:',
        action: 'تأكيد تغيير البريد الإلكتروني',
      },
      account_exists: {
        subject: 'لديك حساب في ريلوكس بالفعل',
        intro:
          'حاول شخص ما (نأمل أن تكون أنت) إنشاء حساب بهذا العنوان، وهو مسجَّل لدينا بالفعل. سجّل الدخول، أو استخدم «نسيت كلمة المرور؟» إذا احتجت إلى كلمة مرور جديدة.',
        action: 'تسجيل الدخول',
      },
    },
  },
};
