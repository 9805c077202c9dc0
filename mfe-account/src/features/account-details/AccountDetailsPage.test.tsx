import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizeMessage, setLanguage, shopApi, type UserDetailsResponse } from 'shared-contracts';
import { imageFile, renderPage, testUser, withArabic } from '../../test/render';
import { AccountDetailsPage } from './AccountDetailsPage';
import { DELETE_ACCOUNT_CONFIRM } from './DeleteAccountSection';

const details: UserDetailsResponse = {
  status: 'success',
  message: '',
  user: {
    UserID: 7,
    UserName: 'layla',
    Email: 'layla@example.com',
    Password: '',
    ProfileImage: '/uploads/old.webp',
    RoleID: 2,
  },
};

const renderProfile = (user = testUser) =>
  renderPage(<AccountDetailsPage />, { path: '/accountDetails', user });

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(shopApi.user, 'details').mockResolvedValue(details);
});

describe('My Profile', () => {
  it('opens the login modal and shows a prompt when logged out', () => {
    const { store } = renderPage(<AccountDetailsPage />, { path: '/accountDetails', user: null });
    expect(store.getState().ui.loginModal.open).toBe(true);
    expect(screen.getByText('Sign in to see your profile')).toBeInTheDocument();
    expect(shopApi.user.details).not.toHaveBeenCalled();
  });

  it('loads the user and shows Save Changes and Cancel only once something changed', async () => {
    const user = userEvent.setup();
    renderProfile();
    const name = await screen.findByLabelText('Username');
    expect(shopApi.user.details).toHaveBeenCalledWith(7);
    expect(name).toHaveValue('layla');
    expect(screen.getByLabelText('Email')).toHaveValue('layla@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.type(name, 'x');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    // Typing back to the loaded value is not a change.
    await user.type(name, '{Backspace}');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'n');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('treats Remove and a new photo as changes, and Cancel restores the saved photo', async () => {
    const user = userEvent.setup();
    renderProfile();
    const preview = await screen.findByAltText('Profile photo preview');
    expect(preview).toHaveAttribute('src', '/uploads/old.webp');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByAltText('Profile photo preview')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Profile Image'), imageFile());
    expect(screen.getByAltText('Profile photo preview')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByAltText('Profile photo preview')).toHaveAttribute(
      'src',
      '/uploads/old.webp',
    );
  });

  it('accepts images only', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderProfile();
    const input = await screen.findByLabelText('Profile Image');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file.');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    const user = userEvent.setup();
    renderProfile();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('saves the fields and a new photo, then updates the stored user', async () => {
    const user = userEvent.setup();
    const update = jest
      .spyOn(shopApi.user, 'update')
      .mockResolvedValue({ status: 'success', message: 'User updated successfully' });
    const upload = jest.spyOn(shopApi.user, 'uploadProfileImage').mockResolvedValue({
      status: 'success',
      message: 'Profile image updated',
      ProfileImage: '/uploads/new.webp',
    });
    const { store } = renderProfile();
    const name = await screen.findByLabelText('Username');
    await user.clear(name);
    await user.type(name, 'layla.k');
    const file = imageFile('me.png');
    await user.upload(screen.getByLabelText('Profile Image'), file);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile image updated');
    // The user's fields under the names getUserDetails answers them with.
    expect(update).toHaveBeenCalledWith({
      UserID: 7,
      UserName: 'layla.k',
      Email: 'layla@example.com',
      Password: '',
      ProfileImage: '/uploads/old.webp',
      RoleID: 2,
    });
    const form = upload.mock.calls[0][0];
    expect(form.get('ProfileImage')).toBe(file);
    expect(form.get('UserName')).toBe('layla.k');
    expect(store.getState().user).toMatchObject({
      UserName: 'layla.k',
      ProfileImage: '/uploads/new.webp',
    });
    expect(screen.getByAltText('Profile photo preview')).toHaveAttribute(
      'src',
      '/uploads/new.webp',
    );
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('shows field errors and the server refusal', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(shopApi.user, 'update')
      .mockResolvedValue({ status: 'error', message: 'Email already in use' });
    renderProfile();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(shopApi.user.update).not.toHaveBeenCalled();

    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already in use');
  });

  it('deletes the account after confirmation, logs out and goes home', async () => {
    const user = userEvent.setup();
    const confirm = jest
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const remove = jest
      .spyOn(shopApi.user, 'deleteAccount')
      .mockResolvedValue({ status: 'success', message: 'Account deleted' });
    const { store } = renderProfile();
    await screen.findByLabelText('Username');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_ACCOUNT_CONFIRM);
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(store.getState().user).toBeNull();
  });
});

describe('My Profile in Arabic', () => {
  withArabic();

  it('shows the profile form, its actions and its messages in Arabic', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    jest.spyOn(shopApi.user, 'update').mockResolvedValue({ status: 'success', message: '' });
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeInTheDocument();
    const name = await screen.findByLabelText('اسم المستخدم');
    expect(name).toHaveValue('layla');
    const email = screen.getByLabelText('البريد الإلكتروني');
    expect(email).toHaveValue('layla@example.com');
    const password = screen.getByLabelText('كلمة المرور');
    expect(password).toHaveAttribute('placeholder', 'دون تغيير');
    expect(screen.getByText('اتركها فارغة للإبقاء على كلمة المرور الحالية.')).toBeInTheDocument();
    expect(screen.getByAltText('معاينة صورة الملف الشخصي')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إزالة' })).toBeEnabled();
    // The file button is ours, in Arabic (the browser's own would be in the browser's language).
    expect(screen.getByText('اختر ملفًا')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'إظهار كلمة المرور' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'إخفاء كلمة المرور' })).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('صورة الملف الشخصي'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('يُرجى اختيار ملف صورة.');

    // A schema's message is shown in Arabic too.
    await user.clear(email);
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(localizeMessage('Email is required')).not.toBe('Email is required');
    expect(screen.getByText(localizeMessage('Email is required'))).toBeInTheDocument();

    await user.type(email, 'layla.k@example.com');
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await screen.findByRole('status')).toHaveTextContent('تم تحديث ملفك الشخصي.');

    expect(screen.getByRole('heading', { level: 2, name: 'حذف الحساب' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حذف الحساب' }));
    expect(confirm).toHaveBeenCalledWith(
      'هل أنت متأكد من رغبتك في حذف حسابك؟ نحتفظ بطلباتك ضمن سجلاتنا.',
    );
  });

  it('asks a signed-out visitor to log in, in Arabic', () => {
    renderPage(<AccountDetailsPage />, { path: '/accountDetails', user: null });
    expect(screen.getByText('سجّل الدخول لعرض ملفك الشخصي')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'فتح نافذة تسجيل الدخول' })).toBeInTheDocument();
  });

  it('follows a language switch on a page already shown', async () => {
    renderProfile();
    expect(await screen.findByLabelText('اسم المستخدم')).toBeInTheDocument();
    await act(() => setLanguage('en', { remember: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('layla');
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
  });
});
