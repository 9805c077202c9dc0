import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONDITIONS,
  ERRORS,
  HttpError,
  TEXT,
  localizeMessage,
  shopApi,
  type StatusResponse,
} from 'shared-contracts';
import { imageFile, renderPage, withArabic } from '../../test/render';
import { SellPage } from './SellPage';

const page = (user?: null) => renderPage(<SellPage />, { path: '/sell', user });

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(shopApi.catalog, 'categoryLookup').mockResolvedValue([
    { CategoireID: 1, Name: 'Watches', Image: '' },
    { CategoireID: 2, Name: 'Bags', Image: '' },
  ]);
  jest
    .spyOn(shopApi.catalog, 'brandLookup')
    .mockResolvedValue([{ BrandID: 4, Name: 'Hermes', Image: '' }]);
  jest.spyOn(shopApi.catalog, 'genderLookup').mockResolvedValue([{ SexID: 2, Name: 'Women' }]);
  jest
    .spyOn(shopApi.catalog, 'colourLookup')
    .mockResolvedValue([
      { ColorID: 5, Name: 'Gold' } as unknown as { Color_ID: number; Name: string },
    ]);
});

async function fillForm(user: ReturnType<typeof userEvent.setup>, quantity = '1250') {
  await user.type(screen.getByLabelText('Product Name'), 'Kelly 28');
  await user.type(screen.getByLabelText('Description'), 'Gold Togo leather, 2021');
  await user.type(screen.getByLabelText('Quantity'), quantity);
  await user.selectOptions(screen.getByLabelText('Condition'), 'Excellent');
  await screen.findByRole('option', { name: 'Watches' });
  await user.selectOptions(screen.getByLabelText('Category'), 'Bags');
  await user.selectOptions(screen.getByLabelText('Brand'), 'Hermes');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Women');
  await user.selectOptions(screen.getByLabelText('Colour'), 'Gold');
  await user.upload(screen.getByLabelText('Images'), [
    imageFile('front.png'),
    imageFile('side.png'),
  ]);
}

describe('Sell', () => {
  it('asks a logged-out visitor to log in first', () => {
    const { store } = page(null);
    expect(screen.getByRole('heading', { name: TEXT.sellTitle })).toBeInTheDocument();
    expect(store.getState().ui.alert?.message).toBe(ERRORS.loginFirst);
    expect(store.getState().ui.loginModal.open).toBe(true);
    expect(screen.queryByLabelText('Product Name')).not.toBeInTheDocument();
  });

  it('formats the quantity with German thousands separators while typing', async () => {
    const user = userEvent.setup();
    page();
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toHaveAttribute('inputmode', 'numeric');
    await user.type(quantity, '1234567');
    expect(quantity).toHaveValue('1.234.567');
    await user.type(quantity, 'x{Backspace}');
    expect(quantity).toHaveValue('123.456');
  });

  it('requires every field and at least one image', async () => {
    const user = userEvent.setup();
    const submit = jest.spyOn(shopApi.sell, 'submit');
    page();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    for (const message of [
      'Product name is required',
      'Description is required',
      'Quantity is required',
      'Condition is required',
      'Category is required',
      'Brand is required',
      'Gender is required',
      'Colour is required',
      'Add at least one image',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(submit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Product Name'), 'K');
    expect(screen.queryByText('Product name is required')).not.toBeInTheDocument();
  });

  it('offers the conditions best first and requires one', async () => {
    const user = userEvent.setup();
    const submit = jest.spyOn(shopApi.sell, 'submit');
    page();
    const condition = screen.getByRole('combobox', { name: 'Condition' });
    expect(
      within(condition)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select condition', ...CONDITIONS.map((c) => c.label)]);
    await fillForm(user);
    await user.selectOptions(condition, '');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(condition).toHaveAccessibleDescription('Condition is required');
    expect(submit).not.toHaveBeenCalled();

    await user.selectOptions(condition, 'New with tags');
    expect(screen.queryByText('Condition is required')).not.toBeInTheDocument();
  });

  it('previews chosen images and removes one before sending', async () => {
    const user = userEvent.setup();
    page();
    await user.upload(screen.getByLabelText('Images'), [imageFile('a.png'), imageFile('b.png')]);
    const list = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(list).getAllByRole('img')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(within(list).getAllByRole('img')).toHaveLength(1);
    expect(screen.getByAltText('Preview of b.png')).toBeInTheDocument();
  });

  it('posts the multipart submission, shows progress and the server success, then resets', async () => {
    const user = userEvent.setup();
    let finish: (response: StatusResponse) => void = () => undefined;
    const submit = jest.spyOn(shopApi.sell, 'submit').mockImplementation((_form, options) => {
      options?.onUploadProgress?.({ loaded: 40, total: 100 } as never);
      return new Promise((resolve) => (finish = resolve));
    });
    page();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const form = submit.mock.calls[0][0];
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      ProductName: 'Kelly 28',
      description: 'Gold Togo leather, 2021',
      quantity: '1250',
      CategoireID: '2',
      BrandID: '4',
      SexID: '2',
      ColorID: '5',
      ConditionID: '3',
      Status: 'Submitted',
      UserID: '7',
    });
    expect(form.getAll('images[]').map((file) => (file as File).name)).toEqual([
      'front.png',
      'side.png',
    ]);

    await act(async () => finish({ status: 'success', message: 'Product submitted for review' }));
    expect(screen.getByRole('status')).toHaveTextContent('Product submitted for review');
    expect(screen.getByLabelText('Product Name')).toHaveValue('');
    expect(screen.getByLabelText('Quantity')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it('sends SoldOut for a quantity of 0', async () => {
    const user = userEvent.setup();
    const submit = jest
      .spyOn(shopApi.sell, 'submit')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    page();
    await fillForm(user, '0');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('status');
    expect(submit.mock.calls[0][0].get('Status')).toBe('SoldOut');
  });

  it.each([
    [
      'an error status with a message',
      { status: 'error', message: 'Brand not found' },
      'Error: Brand not found',
    ],
    ['an error status without a message', { status: 'error', message: '' }, 'Error: Unknown error'],
  ])('shows %s', async (_case, response, text) => {
    const user = userEvent.setup();
    jest.spyOn(shopApi.sell, 'submit').mockResolvedValue(response as StatusResponse);
    page();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    // The form keeps what was typed so the user can try again.
    expect(screen.getByLabelText('Product Name')).toHaveValue('Kelly 28');
  });

  it('shows a server refusal (4xx) with its message', async () => {
    const user = userEvent.setup();
    const refusal = new HttpError(400, { status: 'error', message: 'Images must be pictures' });
    jest.spyOn(shopApi.sell, 'submit').mockRejectedValue(refusal);
    page();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Images must be pictures');
  });

  it("shows an error answer sent with a 5xx as the server's, and a proxy's error page as a failure", async () => {
    const user = userEvent.setup();
    const submit = jest
      .spyOn(shopApi.sell, 'submit')
      .mockRejectedValueOnce(new HttpError(500, { status: 'error', message: 'Storage is full' }))
      .mockRejectedValueOnce(new HttpError(502, '<html>Bad Gateway</html>'));
    page();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Storage is full');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(ERRORS.sellNetwork)).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('shows the network failure message', async () => {
    const user = userEvent.setup();
    jest.spyOn(shopApi.sell, 'submit').mockRejectedValue(new HttpError(0));
    page();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERRORS.sellNetwork);
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });
});

describe('Sell in Arabic', () => {
  withArabic();

  beforeEach(() => {
    jest.spyOn(shopApi.catalog, 'categoryLookup').mockResolvedValue([
      { CategoireID: 1, Name: 'Watches', NameAr: 'ساعات', Image: '' },
      { CategoireID: 2, Name: 'Bags', NameAr: 'حقائب', Image: '' },
    ]);
    jest
      .spyOn(shopApi.catalog, 'brandLookup')
      .mockResolvedValue([{ BrandID: 4, Name: 'Hermes', NameAr: 'هيرميس', Image: '' }]);
    jest
      .spyOn(shopApi.catalog, 'genderLookup')
      .mockResolvedValue([{ SexID: 2, Name: 'Women', NameAr: 'نساء' }]);
    jest
      .spyOn(shopApi.catalog, 'colourLookup')
      .mockResolvedValue([
        { ColorID: 5, Name: 'Gold' } as unknown as { Color_ID: number; Name: string },
      ]);
  });

  async function fillInArabic(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('اسم المنتج'), 'Kelly 28');
    await user.type(screen.getByLabelText('الوصف'), 'جلد توغو ذهبي');
    await user.type(screen.getByLabelText('الكمية'), '1');
    await user.selectOptions(screen.getByLabelText('الحالة'), 'ممتاز');
    await screen.findByRole('option', { name: 'حقائب' });
    await user.selectOptions(screen.getByLabelText('الفئة'), 'حقائب');
    await user.selectOptions(screen.getByLabelText('الماركة'), 'هيرميس');
    await user.selectOptions(screen.getByLabelText('الجنس'), 'نساء');
    // No Arabic name: the English one shows.
    await user.selectOptions(screen.getByLabelText('اللون'), 'Gold');
    await user.upload(screen.getByLabelText('الصور'), [imageFile('front.png')]);
  }

  it('asks a logged-out visitor to log in first, in Arabic', () => {
    const { store } = page(null);
    expect(screen.getByRole('heading', { name: 'بِع منتجك الآن!' })).toBeInTheDocument();
    expect(screen.getByText('يُرجى تسجيل الدخول أولًا!')).toBeInTheDocument();
    expect(store.getState().ui.alert?.message).toBe('يُرجى تسجيل الدخول أولًا!');
  });

  it('labels the form, offers the conditions and the Arabic names, and says what is missing', async () => {
    const user = userEvent.setup();
    page();
    expect(screen.getByRole('heading', { name: 'بِع منتجك الآن!' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'بِع منتجك' })).toBeInTheDocument();
    const condition = screen.getByRole('combobox', { name: 'الحالة' });
    expect(
      within(condition)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['اختر الحالة', 'جديد مع الملصقات', 'بحالة الجديد', 'ممتاز', 'جيد جدًا', 'جيد']);
    const category = screen.getByRole('combobox', { name: 'الفئة' });
    await within(category).findByRole('option', { name: 'ساعات' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['اختر الفئة', 'ساعات', 'حقائب']);

    await user.click(screen.getByRole('button', { name: 'إضافة' }));
    expect(screen.getByText('الكمية مطلوبة')).toBeInTheDocument();
    expect(screen.getByText('أضف صورة واحدة على الأقل')).toBeInTheDocument();
    // The schema's messages, through the shared Arabic table.
    for (const message of ['Product name is required', 'Description is required']) {
      expect(localizeMessage(message)).not.toBe(message);
      expect(screen.getByText(localizeMessage(message))).toBeInTheDocument();
    }
    expect(condition).toHaveAccessibleDescription(localizeMessage('Condition is required'));
    expect(screen.queryByText('Condition is required')).not.toBeInTheDocument();
  });

  it('previews the chosen images and counts them in Arabic', async () => {
    const user = userEvent.setup();
    page();
    await user.upload(screen.getByLabelText('الصور'), [imageFile('a.png'), imageFile('b.png')]);
    const list = screen.getByRole('list', { name: 'الصور المختارة' });
    expect(within(list).getByAltText('معاينة a.png')).toBeInTheDocument();
    expect(screen.getByText('2 من 8 صور. الصورة الأولى هي صورة الغلاف.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إزالة a.png' }));
    expect(within(list).getAllByRole('img')).toHaveLength(1);
  });

  it("sends the chosen ids and shows the server's answer and the failures in Arabic", async () => {
    const user = userEvent.setup();
    const submit = jest
      .spyOn(shopApi.sell, 'submit')
      .mockResolvedValueOnce({ status: 'error', message: '' })
      .mockRejectedValueOnce(new HttpError(0))
      .mockResolvedValueOnce({ status: 'success', message: 'تم إرسال المنتج للمراجعة' });
    page();
    await fillInArabic(user);
    await user.click(screen.getByRole('button', { name: 'إضافة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('خطأ: خطأ غير معروف');
    const form = submit.mock.calls[0][0];
    expect([form.get('ConditionID'), form.get('CategoireID'), form.get('BrandID')]).toEqual([
      '3',
      '2',
      '4',
    ]);

    await user.click(screen.getByRole('button', { name: 'إضافة' }));
    expect(await screen.findByText('حدث خطأ أثناء إرسال النموذج')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'إضافة' }));
    expect(await screen.findByRole('status')).toHaveTextContent('تم إرسال المنتج للمراجعة');
    expect(screen.getByLabelText('اسم المنتج')).toHaveValue('');
  });
});
