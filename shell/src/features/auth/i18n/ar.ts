import type { Translation } from 'shared-contracts';
import type { AuthMessages } from './en';

const ar: Translation<AuthMessages> = {
  welcomeBack: 'مرحبًا بعودتك',
  signInLead: 'ادخل إلى مفضلتك وسلتك والقطع التي تبيعها.',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  signIn: 'تسجيل الدخول',
  newToReluxe: 'جديد في ريلوكس؟',
  signUp: 'إنشاء حساب',
  joinReluxe: 'انضم إلى ريلوكس',
  signUpLead: 'اشترِ وبِع القطع الفاخرة الموثّقة بكل ثقة.',
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  phoneNumber: 'رقم الهاتف',
  confirmPassword: 'تأكيد كلمة المرور',
  birthdate: 'تاريخ الميلاد',
  gender: 'الجنس',
  preferNotToSay: 'أفضّل عدم التحديد',
  male: 'ذكر',
  female: 'أنثى',
  alreadyHaveAccount: 'لديك حساب بالفعل؟',
  signedUpNote: 'حسابك جاهز. سجّل الدخول للمتابعة.',
  forgotPassword: 'نسيت كلمة المرور؟',
  resetTitle: 'إعادة تعيين كلمة المرور',
  resetLead: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لتعيين كلمة مرور جديدة.',
  sendResetLink: 'إرسال رابط إعادة التعيين',
  backToSignIn: 'العودة إلى تسجيل الدخول',

  serverInvalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  serverTooManyFailures: 'محاولات دخول غير ناجحة كثيرة. يُرجى المحاولة مجددًا بعد بضع دقائق.',
  serverRetrySeconds:
    'تجاوزت عدد المحاولات المسموح به. يُرجى المحاولة مجددًا بعد {n, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} other {# ثانية}}.',
  serverRetryMinutes:
    'تجاوزت عدد المحاولات المسموح به. يُرجى المحاولة مجددًا بعد {n, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} other {# دقيقة}}.',
  serverPasswordsMismatch: 'كلمتا المرور غير متطابقتين',
  serverPasswordTooShort: 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  serverPasswordLettersAndNumbers: 'يجب أن تحتوي كلمة المرور على أحرف وأرقام',
  serverEmailTaken: 'يوجد حساب مسجّل بهذا البريد الإلكتروني بالفعل',
  serverPhoneDigitsOnly: 'يجب أن يتكوّن رقم الهاتف من أرقام فقط',
  serverPhoneLength: 'يجب أن يتكوّن رقم الهاتف من 5 إلى 15 رقمًا',
  serverResetLinkSent:
    'إذا كان هناك حساب مسجّل بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
};

export default ar;
