import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ERRORS,
  HttpError,
  openLoginModal,
  setLanguage,
  shopApi,
  TIMINGS,
  type LoginResponse,
} from 'shared-contracts';
import { renderShell } from '../testing/render';
import { LoginModal, SIGNED_UP_NOTE } from './LoginModal';

const loginOk: LoginResponse = {
  status: 'success',
  message: 'Login successful',
  Email: 'layla@example.com',
  ProfileImage: '',
  Role: { ID: 2, RoleName: 'Customer' },
  ID: 7,
  UserName: 'Layla',
};

function networkError() {
  return new HttpError(0);
}

function serverError(status: number, data: unknown) {
  return new HttpError(status, data);
}

/**
 * Lets the mocked API answer and React render it, without moving the fake clock: microtask
 * turns only, until the modal shows an alert (or a generous number of turns passed).
 */
async function flush() {
  for (let i = 0; i < 200 && !screen.queryByRole('alert'); i += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

function openModal(route = '/Items?brand=3', view?: 'signin' | 'signup') {
  const result = renderShell(
    <>
      <button type="button">Outside</button>
      <LoginModal />
    </>,
    { route },
  );
  act(() => {
    result.store.dispatch(openLoginModal(view));
  });
  return result;
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('LoginModal: opening and closing', () => {
  it('opens from the store and closes with the × button', async () => {
    const user = userEvent.setup();
    const { store } = openModal();
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: '× Close' });
    expect(close).toHaveTextContent('×');
    expect(dialog).toContainElement(close);
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().ui.loginModal.open).toBe(false);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside it, not on a click inside', async () => {
    const user = userEvent.setup();
    openModal();
    await user.click(screen.getByLabelText('Email'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('login-modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a press anywhere outside the dialog', () => {
    openModal();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus in and traps it', async () => {
    const user = userEvent.setup();
    openModal();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    const close = screen.getByRole('button', { name: '× Close' });
    const signUp = screen.getByRole('button', { name: 'Sign Up' });
    signUp.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(signUp).toHaveFocus();
    for (let i = 0; i < 8; i += 1) await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Outside' })).not.toHaveFocus();
  });
});

describe('LoginModal: Sign In', () => {
  it('has Email (plain text) and Password, both required', async () => {
    const user = userEvent.setup();
    const login = jest.spyOn(shopApi.user, 'login');
    openModal();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'text');
    expect(email).toHaveAttribute('name', 'Email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('stores the user, closes and stays on the current path on success', async () => {
    const user = userEvent.setup();
    const login = jest.spyOn(shopApi.user, 'login').mockResolvedValue(loginOk);
    const { store, storage } = openModal('/Items?brand=3');
    await user.type(screen.getByLabelText('Email'), ' layla@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(login).toHaveBeenCalledWith({ Email: 'layla@example.com', Password: 'Secret#2026' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().user).toEqual({
      Email: 'layla@example.com',
      ProfileImage: '',
      RoleID: 2,
      RoleName: 'Customer',
      UserID: 7,
      UserName: 'Layla',
    });
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toMatchObject({ UserID: 7 });
    expect(screen.getByTestId('location')).toHaveTextContent('/Items?brand=3');
  });

  it("shows the server's status 'error' message for 4 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest
      .spyOn(shopApi.user, 'login')
      .mockResolvedValue({ status: 'error', message: 'Invalid email or password' });
    const { store } = openModal();
    await user.type(screen.getByLabelText('Email'), 'layla@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await flush();

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(store.getState().user).toBeNull();
    act(() => jest.advanceTimersByTime(TIMINGS.modalErrorMs - 1));
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a status error answered with a 401 as the server message', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(shopApi.user, 'login')
      .mockRejectedValue(serverError(401, { status: 'error', message: 'Wrong password' }));
    openModal();
    await user.type(screen.getByLabelText('Email'), 'layla@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong password');
  });

  it('shows the network error text when the call fails', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.spyOn(shopApi.user, 'login').mockRejectedValue(networkError());
    openModal();
    await user.type(screen.getByLabelText('Email'), 'layla@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERRORS.network);
    act(() => jest.advanceTimersByTime(TIMINGS.modalErrorMs));
    expect(screen.queryByText(ERRORS.network)).not.toBeInTheDocument();
  });
});

describe('LoginModal: switching views', () => {
  it('fades for 500 ms between Sign In and Sign Up', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = openModal();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const view = screen.getByTestId('login-modal-view');
    expect(view).toHaveAttribute('aria-busy', 'true');
    expect(view).toHaveStyle({ opacity: '0' });
    act(() => jest.advanceTimersByTime(TIMINGS.loginModalFadeMs - 1));
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'text');

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByLabelText('First Name')).toBeInTheDocument();
    expect(screen.getByTestId('login-modal-view')).toHaveStyle({ opacity: '1' });
    expect(store.getState().ui.loginModal.view).toBe('signup');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    act(() => jest.advanceTimersByTime(TIMINGS.loginModalFadeMs));
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
  });
});

describe('LoginModal: Sign Up', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText('First Name'), 'Layla');
    await user.type(screen.getByLabelText('Last Name'), 'Haddad');
    await user.type(screen.getByLabelText('Email'), 'layla@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '971501234567');
    await user.type(screen.getByLabelText('Password'), 'Secret#2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret#2026');
  };

  it('has the sign-up fields with their names and types', () => {
    openModal('/', 'signup');
    const expectField = (label: string, name: string, type?: string) => {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('name', name);
      if (type) expect(field).toHaveAttribute('type', type);
    };
    expectField('First Name', 'fName');
    expectField('Last Name', 'lName');
    expectField('Email', 'Email', 'email');
    expectField('Phone Number', 'number', 'number');
    expectField('Password', 'Password', 'password');
    expectField('Confirm Password', 'conf_Password', 'password');
    expectField('Birthdate', 'birthdate', 'date');
    expectField('Gender', 'gender');
    const options = Array.from((screen.getByLabelText('Gender') as HTMLSelectElement).options);
    expect(options.map((option) => option.value)).toEqual(['', 'Male', 'Female']);
  });

  it('requires the six mandatory fields', async () => {
    const user = userEvent.setup();
    const signup = jest.spyOn(shopApi.user, 'signup');
    openModal('/', 'signup');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm your password')).toBeInTheDocument();
    expect(signup).not.toHaveBeenCalled();
  });

  it('switches to Sign In with a note after a successful sign-up', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const signup = jest
      .spyOn(shopApi.user, 'signup')
      .mockResolvedValue({ status: 'success', message: 'User created' });
    openModal('/', 'signup');
    await fill(user);
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(signup).toHaveBeenCalledWith({
      fName: 'Layla',
      lName: 'Haddad',
      Email: 'layla@example.com',
      number: '971501234567',
      Password: 'Secret#2026',
      conf_Password: 'Secret#2026',
      birthdate: '',
      gender: 'Female',
    });
    act(() => jest.advanceTimersByTime(TIMINGS.loginModalFadeMs));
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    expect(screen.getByText(SIGNED_UP_NOTE)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('layla@example.com');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
  });

  it("shows the server's error for 4 s and stays on Sign Up", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest
      .spyOn(shopApi.user, 'signup')
      .mockResolvedValue({ status: 'error', message: 'Passwords do not match' });
    openModal('/', 'signup');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    act(() => jest.advanceTimersByTime(TIMINGS.modalErrorMs - 1));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toBeInTheDocument();
  });

  it("leaves the phone number's digits to the server and shows its response", async () => {
    const user = userEvent.setup();
    const signup = jest.spyOn(shopApi.user, 'signup').mockResolvedValue({
      status: 'error',
      message: 'Phone number must be 5 to 15 digits',
    });
    openModal('/', 'signup');
    await fill(user);
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(signup).toHaveBeenCalledWith(expect.objectContaining({ number: '123' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Phone number must be 5 to 15 digits',
    );
  });

  it('shows the network error text when sign-up fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(shopApi.user, 'signup').mockRejectedValue(networkError());
    openModal('/', 'signup');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERRORS.network);
  });
});

describe('LoginModal in Arabic', () => {
  beforeEach(async () => {
    await act(() => setLanguage('ar', { remember: false }));
  });
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
  });

  it('shows Sign In in Arabic and translates the service refusals it knows', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(shopApi.user, 'login')
      .mockResolvedValueOnce({ status: 'error', message: 'Invalid email or password' })
      .mockRejectedValueOnce(
        serverError(429, { status: 'error', message: 'Rate limit exceeded, retry in 2 minutes' }),
      )
      .mockRejectedValueOnce(networkError());
    openModal();
    expect(screen.getByRole('dialog', { name: 'مرحبًا بعودتك' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '× إغلاق' })).toBeInTheDocument();
    expect(screen.getByText('ادخل إلى مفضلتك وسلتك والقطع التي تبيعها.')).toBeInTheDocument();
    const email = screen.getByLabelText('البريد الإلكتروني');
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('جديد في ريلوكس؟')).toBeInTheDocument();

    await user.type(email, 'layla@example.com');
    await user.type(screen.getByLabelText('كلمة المرور'), 'wrong');
    const signIn = screen.getByRole('button', { name: 'تسجيل الدخول' });
    await user.click(signIn);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    );
    await user.click(signIn);
    expect(await screen.findByText(/بعد دقيقتين\.$/)).toBeInTheDocument();
    await user.click(signIn);
    expect(await screen.findByText('حدث خطأ. يُرجى المحاولة لاحقًا.')).toBeInTheDocument();
  });

  it('shows an answer already in Arabic as it came', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(shopApi.user, 'login')
      .mockResolvedValue({ status: 'error', message: 'رسالة من الخادم' });
    openModal();
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'layla@example.com');
    await user.type(screen.getByLabelText('كلمة المرور'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('رسالة من الخادم');
  });

  it('shows Sign Up in Arabic, with its note after a sign-up', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest
      .spyOn(shopApi.user, 'signup')
      .mockResolvedValueOnce({ status: 'error', message: 'Passwords do not match' })
      .mockResolvedValueOnce({ status: 'success', message: 'User created' });
    openModal('/', 'signup');
    expect(screen.getByRole('heading', { name: 'انضم إلى ريلوكس' })).toBeInTheDocument();
    for (const label of [
      'الاسم الأول',
      'اسم العائلة',
      'البريد الإلكتروني',
      'رقم الهاتف',
      'كلمة المرور',
      'تأكيد كلمة المرور',
      'تاريخ الميلاد',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const gender = screen.getByLabelText('الجنس') as HTMLSelectElement;
    expect(Array.from(gender.options).map((option) => [option.value, option.text])).toEqual([
      ['', 'أفضّل عدم التحديد'],
      ['Male', 'ذكر'],
      ['Female', 'أنثى'],
    ]);
    expect(screen.getByText('لديك حساب بالفعل؟')).toBeInTheDocument();

    await user.type(screen.getByLabelText('الاسم الأول'), 'Layla');
    await user.type(screen.getByLabelText('اسم العائلة'), 'Haddad');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'layla@example.com');
    await user.type(screen.getByLabelText('رقم الهاتف'), '971501234567');
    await user.type(screen.getByLabelText('كلمة المرور'), 'Secret#2026');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور'), 'Secret#2027');
    await user.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('كلمتا المرور غير متطابقتين');

    await user.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    await flush();
    act(() => jest.advanceTimersByTime(TIMINGS.loginModalFadeMs));
    expect(screen.getByText('حسابك جاهز. سجّل الدخول للمتابعة.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeInTheDocument();
  });
});
