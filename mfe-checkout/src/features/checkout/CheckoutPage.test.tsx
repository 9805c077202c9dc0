import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cashOnDeliveryLimitMessage,
  formatPrice,
  HttpError,
  localizeMessage,
  paymentPage,
  setLanguage,
  shopApi,
  type CartItem,
  type CheckoutState,
} from 'shared-contracts';
import { cartItem, mockTotals, renderPage, shopper } from '../../test/render';
import { CheckoutPage } from './CheckoutPage';

const rolex = cartItem({ ProductID: 1, Name: 'Rolex Submariner', Price: 42000, Quantity: 2 });
const kelly = cartItem({
  ProductID: 2,
  Name: 'Hermes Kelly',
  Price: 60000,
  OfferPrice: 10,
  Quantity: 1,
});
const other = cartItem({ ProductID: 3, Name: 'Cartier Tank', Price: 18500, Quantity: 1 });

const SHIPPING = {
  Address: 'Villa 12',
  Street: 'Jumeirah Beach Road',
  City: 'Dubai',
  State: 'Dubai',
  Zip: '00000',
  Country: 'United Arab Emirates',
  Phone: '+971 50 123 4567',
};
/** Country is a select that starts at the United Arab Emirates: the other fields are typed. */
const TYPED = Object.entries(SHIPPING).filter(([field]) => field !== 'Country');

function checkoutState(items: CartItem[], source: CheckoutState['source'] = 'cart'): CheckoutState {
  return { user: { UserID: 7, UserName: 'Layla', Email: 'layla@example.com' }, items, source };
}

function renderCheckout(
  options: { state?: CheckoutState | null; user?: boolean; cart?: CartItem[] } = {},
) {
  const state = options.state === undefined ? checkoutState([rolex, kelly]) : options.state;
  return renderPage(<CheckoutPage />, {
    path: '/buynow',
    route: { pathname: '/buynow', state },
    stored: {
      cart: options.cart ?? [rolex, kelly],
      ...(options.user === false ? {} : { user: shopper }),
    },
  });
}

/** Fills the shipping fields as a paste into each (typing every character made the file slow). */
async function fillShipping(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of TYPED) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

function serverError(message: string) {
  return new HttpError(409, { status: 'error', message });
}

const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

beforeEach(() => {
  mockTotals([rolex, kelly, other, cartItem({ ProductID: 4, Price: 42000, Quantity: 1 })]);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('CheckoutPage', () => {
  it('explains a direct visit without checkout state and takes the shopper to the bag', () => {
    jest.useFakeTimers();
    renderCheckout({ state: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Place Your Order' })).toBeInTheDocument();
    expect(screen.getByText(/nothing to check out yet/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your bag' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2500));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('shows the read-only lines (ProductID, Quantity, Price) and the total with offers applied', async () => {
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Place Your Order' })).toBeInTheDocument();
    const first = screen.getByTestId('order-line-1');
    expect(within(first).getByText('ProductID')).toBeInTheDocument();
    expect(within(first).getByText('Quantity').nextSibling).toHaveTextContent('2');
    expect(within(first).getByText('Price').nextSibling).toHaveTextContent('42,000 AED');
    expect(within(screen.getByTestId('order-line-2')).getByText('54,000 AED')).toBeInTheDocument();
    expect(await screen.findByTestId('order-total')).toHaveTextContent('138,000 AED');
  });

  it("shows the server's Subtotal, Shipping, VAT and Total, following the Country", async () => {
    const user = userEvent.setup();
    renderCheckout({ state: checkoutState([other]) });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByRole('status', { name: /working out shipping/i })).toBeVisible();
    // UAE: 18,500 AED ships free; VAT 1,850,000 / 21 = 88,095.24 -> 880.95 AED.
    expect(await within(summary).findByTestId('order-total')).toHaveTextContent('18,500 AED');
    expect(within(summary).getByText('Subtotal')).toBeInTheDocument();
    expect(within(summary).getByTestId('order-shipping')).toHaveTextContent('Free');
    expect(within(summary).getByText('VAT included (5%)')).toBeInTheDocument();
    expect(within(summary).getByTestId('order-vat')).toHaveTextContent('880.95 AED');

    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(within(country).getAllByRole('option')[0]).toHaveTextContent('United Arab Emirates');
    await user.selectOptions(country, 'Japan');
    // Rest of the world: 18,500 is above 10,000, still free. The call names the new Country.
    expect(await within(summary).findByTestId('order-total')).toHaveTextContent('18,500 AED');
    expect(shopApi.orders.totals).toHaveBeenLastCalledWith(
      'Japan',
      [{ ProductID: 3, Quantity: 1 }],
      expect.anything(),
    );
  });

  it('charges the zone fee below its threshold', async () => {
    const user = userEvent.setup();
    const scarf = cartItem({ ProductID: 5, Name: 'Silk Scarf', Price: 900, Quantity: 1 });
    mockTotals([scarf]);
    renderCheckout({ state: checkoutState([scarf]) });
    // UAE: 900 + 50 = 950 AED; VAT 95,000 / 21 = 4,523.81 -> 45.24 AED.
    expect(await screen.findByTestId('order-total')).toHaveTextContent('950 AED');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('50 AED');
    expect(screen.getByTestId('order-vat')).toHaveTextContent('45.24 AED');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Oman');
    // GCC: 900 + 150 = 1,050 AED.
    expect(await screen.findByText('1,050 AED')).toBeInTheDocument();
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('150 AED');
  });

  it('says when the totals could not be worked out, retries, and still places the order', async () => {
    const user = userEvent.setup();
    mockTotals([rolex, kelly], { fail: true });
    const place = jest.spyOn(shopApi.orders, 'place').mockResolvedValue({
      status: 'success',
      message: 'Order placed successfully!',
      OrderID: 41,
    });
    renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Shipping and VAT could not be worked out.');
    expect(alert).toHaveTextContent('You can still place your order');
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('138,000 AED');

    mockTotals([rolex, kelly]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-total')).toHaveTextContent('138,000 AED');

    mockTotals([rolex, kelly], { fail: true });
    await fillShipping(user);
    await user.click(placeOrder());
    expect(place).toHaveBeenCalledTimes(1);
  });

  it('labels every shipping field with its name', () => {
    renderCheckout();
    for (const name of [
      'Address',
      'Street',
      'Apartment',
      'City',
      'State',
      'Zip',
      'Country',
      'Phone',
      'Quantity',
      'Notes',
    ]) {
      expect(screen.getByLabelText(name)).toHaveAttribute('name', name);
    }
  });

  it('asks for the Quantity, starting at the pieces of the order, which a bag of several lines keeps', async () => {
    const spy = jest.spyOn(shopApi.orders, 'place');
    renderCheckout();
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toBeRequired();
    expect(quantity).toHaveValue(3);
    const user = userEvent.setup();
    await fillShipping(user);
    await user.clear(quantity);
    await user.click(placeOrder());
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveAccessibleDescription('Quantity is required');
    await user.type(quantity, '4');
    expect(quantity).toHaveAccessibleDescription(
      'Your order has 3 pieces: change their quantities in your bag',
    );
    expect(spy).not.toHaveBeenCalled();
  });

  it('orders the Quantity typed for a single product, up to its stock', async () => {
    const spy = jest
      .spyOn(shopApi.orders, 'place')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    renderCheckout({
      state: checkoutState([{ ...other, Quantity: 1, MainQuantity: 3 }], 'buynow'),
      cart: [other],
    });
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toHaveValue(1);
    const user = userEvent.setup();
    await fillShipping(user);
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(placeOrder());
    expect(quantity).toHaveAccessibleDescription('Only 3 items available in stock');
    await user.clear(quantity);
    await user.type(quantity, '2');
    // The read-only line follows the form.
    expect(
      within(screen.getByTestId('order-line-3')).getByText('Quantity').nextSibling,
    ).toHaveTextContent('2');
    await user.click(placeOrder());
    await screen.findByText('Order placed successfully!');
    expect(spy.mock.calls[0][0].Products).toEqual([{ ProductID: 3, Quantity: 2, Price: 18500 }]);
    expect(spy.mock.calls[0][0]).not.toHaveProperty('Quantity');
  });

  it('validates the form with the shared schema and shows each message next to its field', async () => {
    const spy = jest.spyOn(shopApi.orders, 'place');
    renderCheckout();
    const user = userEvent.setup();
    await user.click(placeOrder());
    expect(screen.getByLabelText('Address')).toHaveFocus();
    for (const name of ['Address', 'Street', 'City', 'State', 'Zip', 'Phone']) {
      expect(screen.getByLabelText(name)).toHaveAccessibleDescription(`${name} is required`);
    }
    // Country is a select that always holds a country.
    expect(screen.getByLabelText('Country')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Apartment')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Notes')).not.toHaveAccessibleDescription();
    await user.type(screen.getByLabelText('Phone'), 'call me');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Phone must be a phone number',
    );
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+1 (555) 123-4567');
    expect(screen.getByLabelText('Phone')).not.toHaveAccessibleDescription();
    await user.type(screen.getByLabelText('Address'), 'Villa 12');
    expect(screen.getByLabelText('Address')).not.toHaveAccessibleDescription();
    expect(spy).not.toHaveBeenCalled();
  });

  it("places the order, toasts, clears the bag and goes to the order's page after 2 s", async () => {
    jest.useFakeTimers();
    const spy = jest
      .spyOn(shopApi.orders, 'place')
      .mockResolvedValue({ status: 'success', message: 'Order placed', OrderID: 31 });
    const { storage } = renderCheckout();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await fillShipping(user);
    await user.type(screen.getByLabelText('Notes'), 'Ring twice');
    await user.click(placeOrder());
    // Let the mocked answer arrive without letting the clock move.
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Order placed successfully!')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
    const [payload, key] = spy.mock.calls[0];
    expect(payload).toEqual({
      UserID: 7,
      ...SHIPPING,
      Apartment: '',
      Notes: 'Ring twice',
      PaymentMethod: 'cash_on_delivery',
      Products: [
        { ProductID: 1, Quantity: 2, Price: 42000 },
        { ProductID: 2, Quantity: 1, Price: 54000 },
      ],
    });
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(storage.saved('cart')).toEqual([]);
    expect(placeOrder()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'View order #31' })).toHaveAttribute(
      'href',
      '/orders/31',
    );

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/31');
    // The order's page greets a buyer arriving from here.
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', '{"placed":true}');
  });

  it('offers cash on delivery as the one payment method, chosen, and no card', () => {
    renderCheckout();
    const group = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(within(group).getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    expect(within(group).queryByRole('radio', { name: /Card/ })).not.toBeInTheDocument();
  });

  it("shows the api's cash-on-delivery limit when the order is above it", async () => {
    jest.spyOn(shopApi.orders, 'place').mockRejectedValue(
      new HttpError(400, {
        status: 'error',
        message: 'Cash on delivery is available for orders up to 10,000 AED.',
      }),
    );
    renderCheckout();
    const user = userEvent.setup();
    await fillShipping(user);
    await user.click(placeOrder());
    expect(await screen.findByTestId('order-error')).toHaveTextContent(
      'Cash on delivery is available for orders up to 10,000 AED.',
    );
  });

  it('takes the buyer to the new order from the success notice, and then stays there', async () => {
    jest.useFakeTimers();
    jest
      .spyOn(shopApi.orders, 'place')
      .mockResolvedValue({ status: 'success', message: 'Order placed', OrderID: 31 });
    renderCheckout();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await fillShipping(user);
    await user.click(placeOrder());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Order placed successfully!')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View order #31' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/31');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/31');
  });

  it('after a Buy Now order removes only that product from the bag', async () => {
    const spy = jest
      .spyOn(shopApi.orders, 'place')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    const { storage } = renderCheckout({
      state: { ...checkoutState([{ ...other, Quantity: 1 }], 'buynow'), notes: 'Gift wrap' },
      cart: [rolex, other],
    });
    expect(screen.getByLabelText('Notes')).toHaveValue('Gift wrap');
    const user = userEvent.setup();
    await fillShipping(user);
    await user.click(placeOrder());
    await screen.findByText('Order placed successfully!');
    // No order number in the answer: My Orders lists it.
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    expect(spy.mock.calls[0][0]).toMatchObject({
      Notes: 'Gift wrap',
      Products: [{ ProductID: 3, Quantity: 1, Price: 18500 }],
    });
    expect((storage.saved('cart') as CartItem[]).map((i) => i.ProductID)).toEqual([1]);
  });

  it("keeps the bag and shows the server's reason when the order fails, and retries with the same key", async () => {
    const spy = jest
      .spyOn(shopApi.orders, 'place')
      .mockRejectedValueOnce(serverError('Rolex Submariner is out of stock'))
      .mockResolvedValueOnce({ status: 'success', message: 'ok' });
    const { storage } = renderCheckout();
    const user = userEvent.setup();
    await fillShipping(user);
    await user.click(placeOrder());

    expect(await screen.findByText('Failed to place order!')).toBeInTheDocument();
    // The form's own failure message (the 'Failed to place order!' card is an alert too).
    const shipping = screen.getByRole('region', { name: 'Shipping details' });
    expect(within(shipping).getByRole('alert')).toHaveTextContent(
      'Rolex Submariner is out of stock',
    );
    expect(screen.getByRole('link', { name: 'Review your bag' })).toHaveAttribute('href', '/cart');
    expect((storage.saved('cart') as CartItem[]).map((i) => i.ProductID)).toEqual([1, 2]);
    expect(screen.getByTestId('order-line-1')).toBeInTheDocument();
    expect(placeOrder()).toBeEnabled();

    await user.click(placeOrder());
    await screen.findByText('Order placed successfully!');
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls[1][1]).toBe(spy.mock.calls[0][1]);
  });

  it('treats a response with status error as a failure', async () => {
    jest
      .spyOn(shopApi.orders, 'place')
      .mockResolvedValue({ status: 'error', message: 'Not enough stock for Hermes Kelly' });
    renderCheckout();
    const user = userEvent.setup();
    await fillShipping(user);
    await user.click(placeOrder());
    expect(await screen.findByText('Not enough stock for Hermes Kelly')).toBeInTheDocument();
    expect(screen.getByText('Failed to place order!')).toBeInTheDocument();
  });

  it('shows a network failure in words', async () => {
    jest.spyOn(shopApi.orders, 'place').mockRejectedValue(new Error('Network Error'));
    renderCheckout();
    const user = userEvent.setup();
    await fillShipping(user);
    await user.click(placeOrder());
    expect(
      await screen.findByText('An error occurred. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('sends once on a double click and disables the button while sending', async () => {
    let resolve: (value: { status: 'success'; message: string }) => void = () => {};
    const spy = jest
      .spyOn(shopApi.orders, 'place')
      .mockReturnValue(new Promise((r) => (resolve = r)));
    renderCheckout();
    const user = userEvent.setup();
    await fillShipping(user);
    await user.dblClick(placeOrder());
    expect(spy).toHaveBeenCalledTimes(1);
    expect(placeOrder()).toBeDisabled();
    await act(async () => resolve({ status: 'success', message: 'ok' }));
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('opens the login modal for a visitor and does not send', async () => {
    const spy = jest.spyOn(shopApi.orders, 'place');
    const { store } = renderCheckout({ user: false });
    expect(store.getState().ui.loginModal.open).toBe(true);
    expect(screen.getByText('Please log in to place your order.')).toBeInTheDocument();
    const user = userEvent.setup();
    await fillShipping(user);
    await user.click(placeOrder());
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('CheckoutPage paying by card', () => {
  const ALL = [rolex, kelly, other];
  const PAYMENT_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3';
  const payOrder = () => screen.getByRole('radiogroup', { name: 'Payment method' });

  /** The shop takes cards; its cash limit is 10,000 AED unless given. */
  function takesCards(cashLimit = 100_000_000) {
    mockTotals(ALL, { methods: ['cash_on_delivery', 'card'], cashLimit });
  }

  function placesOrder(OrderID = 41) {
    return jest
      .spyOn(shopApi.orders, 'place')
      .mockResolvedValue({ status: 'success', message: 'Order placed', OrderID });
  }

  it('offers the card only when the shop takes cards', async () => {
    renderCheckout({ state: checkoutState([other]) });
    await screen.findByTestId('order-total');
    expect(within(payOrder()).getAllByRole('radio')).toHaveLength(1);
    expect(within(payOrder()).queryByRole('radio', { name: /^Card/ })).not.toBeInTheDocument();
  });

  it('offers cash on delivery, chosen, and the card with its note when the shop takes cards', async () => {
    takesCards();
    renderCheckout({ state: checkoutState([other]) });
    const cardRadio = await within(payOrder()).findByRole('radio', { name: /^Card/ });
    expect(cardRadio).not.toBeChecked();
    expect(cardRadio).toBeEnabled();
    expect(cardRadio).toHaveAccessibleName(
      "Card Pay on Stripe's secure page. Your card number never reaches Reluxe.",
    );
    expect(within(payOrder()).getByRole('radio', { name: /^Cash on delivery/ })).toBeChecked();
  });

  it('turns cash on delivery off above its limit, says why, and chooses the card', async () => {
    takesCards(1_000_000);
    renderCheckout();
    const cardRadio = await within(payOrder()).findByRole('radio', { name: /^Card/ });
    const cash = within(payOrder()).getByRole('radio', { name: /^Cash on delivery/ });
    expect(cash).toBeDisabled();
    expect(cash).not.toBeChecked();
    expect(cash).toHaveAccessibleDescription(cashOnDeliveryLimitMessage(1_000_000));
    expect(cash).toHaveAccessibleDescription(
      'Cash on delivery is available for orders up to 10,000 AED.',
    );
    expect(cardRadio).toBeChecked();
  });

  it('keeps cash on delivery, disabled, when it is the one method and the order is above the limit', async () => {
    mockTotals(ALL, { cashLimit: 1_000_000 });
    renderCheckout();
    await screen.findByTestId('order-total');
    const cash = within(payOrder()).getByRole('radio', { name: /^Cash on delivery/ });
    expect(cash).toBeDisabled();
    expect(
      screen.getByText('Cash on delivery is available for orders up to 10,000 AED.'),
    ).toBeVisible();
    expect(within(payOrder()).queryByRole('radio', { name: /^Card/ })).not.toBeInTheDocument();
  });

  it('keeps the card chosen while the totals are asked again for another country', async () => {
    takesCards();
    const user = userEvent.setup();
    renderCheckout({ state: checkoutState([other]) });
    const cardRadio = await within(payOrder()).findByRole('radio', { name: /^Card/ });
    await user.click(cardRadio);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Oman');
    expect(screen.getByRole('status', { name: /working out shipping/i })).toBeInTheDocument();
    expect(within(payOrder()).getByRole('radio', { name: /^Card/ })).toBeChecked();
    await screen.findByTestId('order-total');
    expect(within(payOrder()).getByRole('radio', { name: /^Card/ })).toBeChecked();
  });

  it('falls back to cash on delivery when the totals cannot be had', async () => {
    mockTotals(ALL, { fail: true, methods: ['cash_on_delivery', 'card'] });
    renderCheckout({ state: checkoutState([other]) });
    await screen.findByText('Shipping and VAT could not be worked out.');
    expect(within(payOrder()).getAllByRole('radio')).toHaveLength(1);
    expect(within(payOrder()).getByRole('radio', { name: /^Cash on delivery/ })).toBeChecked();
  });

  it('places the card order, then sends the buyer to the payment page, clearing the bag right before', async () => {
    takesCards();
    const place = placesOrder();
    const pay = jest
      .spyOn(shopApi.orders, 'pay')
      .mockResolvedValue({ status: 'success', PaymentUrl: PAYMENT_URL });
    let bagWhenLeaving: unknown;
    const leave = jest.spyOn(paymentPage, 'leaveFor').mockImplementation(() => {
      bagWhenLeaving = storage.saved('cart');
    });
    const { storage } = renderCheckout();
    const user = userEvent.setup();
    await user.click(await within(payOrder()).findByRole('radio', { name: /^Card/ }));
    await fillShipping(user);
    await user.click(placeOrder());

    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(place).toHaveBeenCalledTimes(1);
    expect(place.mock.calls[0][0].PaymentMethod).toBe('card');
    expect(pay).toHaveBeenCalledWith(41);
    // Back from the payment page lands on the order, not on a checkout that would place it again.
    expect(leave).toHaveBeenCalledWith(PAYMENT_URL, '/orders/41?payment=cancelled');
    expect(bagWhenLeaving).toEqual([]);
    expect(screen.getByText('Taking you to the secure payment page…')).toHaveAttribute(
      'role',
      'status',
    );
    expect(placeOrder()).toBeDisabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    // The browser brings the page back from its memory on Back: the order's page takes over.
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/41');
  });

  it("keeps the bag and the form when the payment does not start, shows the provider's message and pays the same order again", async () => {
    takesCards(1_000_000);
    const place = placesOrder();
    const pay = jest
      .spyOn(shopApi.orders, 'pay')
      .mockRejectedValueOnce(
        new HttpError(502, {
          status: 'error',
          message: 'The card payment could not be started: Invalid API Key provided',
        }),
      )
      .mockResolvedValueOnce({ status: 'success', PaymentUrl: PAYMENT_URL });
    const leave = jest.spyOn(paymentPage, 'leaveFor').mockImplementation(() => undefined);
    const { storage } = renderCheckout();
    const user = userEvent.setup();
    expect(await within(payOrder()).findByRole('radio', { name: /^Card/ })).toBeChecked();
    await fillShipping(user);
    await user.click(placeOrder());

    const shipping = screen.getByRole('region', { name: 'Shipping details' });
    const alert = await within(shipping).findByRole('alert');
    expect(alert).toHaveTextContent('Order #41 is placed, but its card payment did not start.');
    expect(alert).toHaveTextContent(
      'The card payment could not be started: Invalid API Key provided',
    );
    expect(within(alert).getByRole('link', { name: 'View order #41' })).toHaveAttribute(
      'href',
      '/orders/41',
    );
    expect(leave).not.toHaveBeenCalled();
    expect((storage.saved('cart') as CartItem[]).map((i) => i.ProductID)).toEqual([1, 2]);
    expect(screen.getByLabelText('Address')).toHaveValue('Villa 12');
    expect(screen.getByTestId('order-line-1')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(PAYMENT_URL, expect.any(String)));
    expect(pay).toHaveBeenCalledTimes(2);
    expect(pay.mock.calls.map(([id]) => id)).toEqual([41, 41]);
    expect(place).toHaveBeenCalledTimes(1);
    expect(storage.saved('cart')).toEqual([]);
  });

  it('says so in words when the payment page cannot be reached', async () => {
    takesCards();
    placesOrder(42);
    jest.spyOn(shopApi.orders, 'pay').mockRejectedValue(new Error('Network Error'));
    const leave = jest.spyOn(paymentPage, 'leaveFor').mockImplementation(() => undefined);
    renderCheckout();
    const user = userEvent.setup();
    await user.click(await within(payOrder()).findByRole('radio', { name: /^Card/ }));
    await fillShipping(user);
    await user.click(placeOrder());
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
    expect(leave).not.toHaveBeenCalled();
  });

  it('never leaves for an address that is not a web page', async () => {
    takesCards();
    placesOrder();
    jest
      .spyOn(shopApi.orders, 'pay')
      .mockResolvedValue({ status: 'success', PaymentUrl: 'javascript:alert(1)' });
    const leave = jest.spyOn(paymentPage, 'leaveFor').mockImplementation(() => undefined);
    renderCheckout();
    const user = userEvent.setup();
    await user.click(await within(payOrder()).findByRole('radio', { name: /^Card/ }));
    await fillShipping(user);
    await user.click(placeOrder());
    expect(await screen.findByTestId('payment-error')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('places a cash order as before when cash on delivery is kept', async () => {
    takesCards();
    const place = placesOrder(31);
    const pay = jest.spyOn(shopApi.orders, 'pay');
    renderCheckout({ state: checkoutState([other]) });
    const user = userEvent.setup();
    await within(payOrder()).findByRole('radio', { name: /^Card/ });
    await fillShipping(user);
    await user.click(placeOrder());
    await screen.findByText('Order placed successfully!');
    expect(place.mock.calls[0][0].PaymentMethod).toBe('cash_on_delivery');
    expect(pay).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'View order #31' })).toBeInTheDocument();
  });
});

describe('CheckoutPage in Arabic', () => {
  const ARABIC_LABELS: Record<keyof typeof SHIPPING, string> = {
    Address: 'العنوان',
    Street: 'الشارع',
    City: 'المدينة',
    State: 'الإمارة / المنطقة',
    Zip: 'الرمز البريدي',
    Country: 'الدولة',
    Phone: 'رقم الهاتف',
  };
  const oud = cartItem({
    ProductID: 4,
    Name: 'Oud Box',
    NameAr: 'صندوق العود',
    Price: 42000,
    Quantity: 1,
    MainQuantity: 3,
  });
  const placeArabicOrder = () => screen.getByRole('button', { name: 'إتمام الطلب' });

  async function fillArabicShipping(user: ReturnType<typeof userEvent.setup>) {
    for (const [field, value] of TYPED) {
      await user.click(screen.getByLabelText(ARABIC_LABELS[field as keyof typeof SHIPPING]));
      await user.paste(value);
    }
  }

  beforeEach(async () => {
    await act(() => setLanguage('ar', { remember: false }));
  });
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
  });

  it('explains a direct visit in Arabic', () => {
    renderCheckout({ state: null });
    expect(screen.getByRole('heading', { level: 1, name: 'أكمل طلبك' })).toBeInTheDocument();
    expect(
      screen.getByText('لا يوجد ما يمكن طلبه بعد. يبدأ طلبك من سلة التسوق.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الانتقال إلى سلة التسوق' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('shows the summary, the labelled form and the shopper in Arabic', async () => {
    renderCheckout({ state: checkoutState([oud, kelly]) });
    expect(screen.getByRole('heading', { level: 2, name: 'ملخص الطلب' })).toBeInTheDocument();
    const first = screen.getByTestId('order-line-4');
    expect(within(first).getByText('صندوق العود')).toBeInTheDocument();
    expect(within(first).getByText('رقم المنتج')).toBeInTheDocument();
    expect(within(first).getByText('الكمية').nextSibling).toHaveTextContent('1');
    expect(within(first).getByText('السعر').nextSibling).toHaveTextContent(/42,000\s?د\.إ/);
    expect(await screen.findByTestId('order-total')).toHaveTextContent(/96,000\s?د\.إ/);

    const shipping = screen.getByRole('region', { name: 'تفاصيل الشحن' });
    expect(within(shipping).getByText(/^تطلب باسم Layla/)).toBeInTheDocument();
    expect(within(shipping).getByText('layla@example.com')).toHaveAttribute('dir', 'ltr');
    for (const [name, label] of Object.entries({
      ...ARABIC_LABELS,
      Apartment: 'الشقة',
      Quantity: 'الكمية',
      Notes: 'ملاحظات',
    })) {
      expect(screen.getByLabelText(label)).toHaveAttribute('name', name);
    }
    expect(screen.getByLabelText('رقم الهاتف')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('الشقة')).toHaveAttribute('placeholder', 'اختياري');
    expect(screen.getByText(/^يضم هذا الطلب قطعتين: /)).toBeInTheDocument();
    expect(placeArabicOrder()).toBeEnabled();
  });

  it("shows the schema's messages through the shared Arabic messages", async () => {
    renderCheckout({ state: checkoutState([oud], 'buynow'), cart: [oud] });
    expect(screen.getByText('المتوفر في المخزون: 3.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(placeArabicOrder());
    expect(screen.getByLabelText('العنوان')).toHaveFocus();
    expect(screen.getByLabelText('العنوان')).toHaveAccessibleDescription(
      localizeMessage('Address is required'),
    );
    const quantity = screen.getByLabelText('الكمية');
    await user.clear(quantity);
    await user.type(quantity, '4');
    const stock = localizeMessage('Only 3 items available in stock');
    expect(stock).not.toBe('Only 3 items available in stock');
    expect(quantity).toHaveAccessibleDescription(stock);
  });

  it('places the order and links to it, in Arabic', async () => {
    jest
      .spyOn(shopApi.orders, 'place')
      .mockResolvedValue({ status: 'success', message: 'ok', OrderID: 31 });
    renderCheckout();
    const user = userEvent.setup();
    await fillArabicShipping(user);
    await user.click(placeArabicOrder());
    expect(await screen.findByText('تم تقديم الطلب بنجاح!')).toBeInTheDocument();
    expect(screen.getByText('شكرًا لطلبك. سننقلك الآن إليه…')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^عرض الطلب رقم\s*31$/ });
    expect(link).toHaveAttribute('href', '/orders/31');
    expect(within(link).getByText('31')).toHaveAttribute('dir', 'ltr');
  });

  it('offers the card and says the cash-on-delivery limit in Arabic', async () => {
    mockTotals([oud, kelly], { methods: ['cash_on_delivery', 'card'], cashLimit: 1_000_000 });
    renderCheckout({ state: checkoutState([oud, kelly]) });
    const group = screen.getByRole('radiogroup', { name: 'طريقة الدفع' });
    const cardRadio = await within(group).findByRole('radio', { name: /^البطاقة/ });
    expect(cardRadio).toBeChecked();
    expect(cardRadio).toHaveAccessibleName(
      'البطاقة ادفع عبر صفحة Stripe الآمنة. رقم بطاقتك لا يصل إلى ريلوكس أبدًا.',
    );
    const cash = within(group).getByRole('radio', { name: /^الدفع عند الاستلام/ });
    expect(cash).toBeDisabled();
    const limit = formatPrice(10000, 'ar').replace(/\s+/g, ' ');
    const description = document.getElementById(cash.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent?.replace(/\s+/g, ' ')).toBe(
      `الدفع عند الاستلام متاح للطلبات حتى ${limit}`,
    );
    // The amount reads left to right inside the Arabic sentence.
    expect(within(group).getByText(limit)).toHaveAttribute('dir', 'ltr');
  });

  it('says in Arabic that the card payment did not start', async () => {
    mockTotals([oud, kelly], { methods: ['cash_on_delivery', 'card'], cashLimit: 1_000_000 });
    jest
      .spyOn(shopApi.orders, 'place')
      .mockResolvedValue({ status: 'success', message: 'ok', OrderID: 41 });
    jest.spyOn(shopApi.orders, 'pay').mockRejectedValue(new Error('Network Error'));
    renderCheckout({ state: checkoutState([oud, kelly]) });
    const user = userEvent.setup();
    await within(screen.getByRole('radiogroup')).findByRole('radio', { name: /^البطاقة/ });
    await fillArabicShipping(user);
    await user.click(placeArabicOrder());
    const alert = within(screen.getByRole('region', { name: 'تفاصيل الشحن' })).getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(/تم تقديم الطلب رقم\s*41، لكن الدفع بالبطاقة لم يبدأ\./),
    );
    expect(alert).toHaveTextContent('حدث خطأ. يُرجى المحاولة لاحقًا.');
    expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  it('says in Arabic that the order failed, with a network failure in words', async () => {
    jest.spyOn(shopApi.orders, 'place').mockRejectedValue(new Error('Network Error'));
    renderCheckout();
    const user = userEvent.setup();
    await fillArabicShipping(user);
    await user.click(placeArabicOrder());
    expect(await screen.findByText('تعذّر إتمام الطلب!')).toBeInTheDocument();
    expect(screen.getByText('لم يتم تقديم طلبك.')).toBeInTheDocument();
    expect(screen.getByTestId('order-error')).toHaveTextContent('حدث خطأ. يُرجى المحاولة لاحقًا.');
    expect(screen.getByRole('link', { name: 'مراجعة سلة التسوق' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it("shows the server's reason as it came", async () => {
    jest
      .spyOn(shopApi.orders, 'place')
      .mockRejectedValue(serverError('نفدت كمية صندوق العود من المخزون'));
    renderCheckout();
    const user = userEvent.setup();
    await fillArabicShipping(user);
    await user.click(placeArabicOrder());
    expect(await screen.findByTestId('order-error')).toHaveTextContent(
      'نفدت كمية صندوق العود من المخزون',
    );
  });

  it('asks a visitor to log in, in Arabic, and goes back to English on a switch', async () => {
    renderCheckout({ user: false });
    expect(screen.getByText('يُرجى تسجيل الدخول لإتمام طلبك.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    await act(() => setLanguage('en', { remember: false }));
    expect(screen.getByText('Please log in to place your order.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveAttribute('name', 'Address');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeInTheDocument();
    expect(await screen.findByTestId('order-total')).toHaveTextContent('138,000 AED');
  });
});

describe('CheckoutPage with a coupon code', () => {
  const scarf = cartItem({ ProductID: 5, Name: 'Silk Scarf', Price: 900, Quantity: 1 });
  /** SALE takes 10%: 90 AED off the scarf. */
  const SALE = 9_000;
  const summary = () => screen.getByRole('region', { name: 'Order summary' });
  const couponForm = () => screen.getByRole('form', { name: 'Coupon code' });
  const lastQuotedCoupon = () =>
    (shopApi.orders.totals as jest.Mock).mock.calls.at(-1)?.[2]?.coupon ?? null;

  function renderWithCode(stored?: string) {
    return renderPage(<CheckoutPage />, {
      path: '/buynow',
      route: { pathname: '/buynow', state: checkoutState([scarf]) },
      stored: { cart: [scarf], user: shopper, ...(stored ? { coupon: stored } : {}) },
    });
  }

  function refusesCode(message: string) {
    return new HttpError(409, { status: 'error', message });
  }

  beforeEach(() => {
    mockTotals([scarf], { coupons: { SALE, OLD: 'This code has expired.' } });
  });

  it('applies a code: the Discount (SALE) line between Subtotal and Shipping, and the total after it', async () => {
    const { storage } = renderWithCode();
    const user = userEvent.setup();
    expect(await within(summary()).findByTestId('order-total')).toHaveTextContent('950 AED');
    await user.type(within(couponForm()).getByRole('textbox', { name: 'Coupon code' }), 'sale');
    await user.click(within(couponForm()).getByRole('button', { name: 'Apply' }));

    expect(await within(summary()).findByText('Discount (SALE)')).toBeInTheDocument();
    expect(within(summary()).getByTestId('order-discount')).toHaveTextContent('−90 AED');
    // The line facts' terms (ProductID, Quantity, Price) come first.
    expect(
      within(summary())
        .getAllByRole('term')
        .slice(-5)
        .map((term) => term.textContent),
    ).toEqual(['Subtotal', 'Discount (SALE)', 'Shipping', 'VAT included (5%)', 'Total']);
    // 900 - 90 + 50 shipping = 860 AED; VAT 86,000 / 21 = 4,095.24 fils -> 40.95 AED.
    expect(within(summary()).getByTestId('order-total')).toHaveTextContent('860 AED');
    expect(within(summary()).getByTestId('order-vat')).toHaveTextContent('40.95 AED');
    expect(lastQuotedCoupon()).toBe('SALE');
    expect(storage.saved('coupon')).toBe('SALE');
    expect(within(couponForm()).getByText('SALE')).toBeInTheDocument();
    expect(within(couponForm()).getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(within(couponForm()).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused code, exactly, and keeps nothing", async () => {
    const { storage } = renderWithCode();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'old');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await within(couponForm()).findByRole('alert');
    expect(alert).toHaveTextContent(/^This code has expired\.$/);
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription(
      'This code has expired.',
    );
    expect(storage.saved('coupon')).toBeUndefined();
    await waitFor(() => expect(lastQuotedCoupon()).toBeNull());
    expect(await within(summary()).findByTestId('order-total')).toHaveTextContent('950 AED');
    expect(within(summary()).queryByTestId('order-discount')).not.toBeInTheDocument();
  });

  it('asks for a code before applying nothing', async () => {
    renderWithCode();
    const user = userEvent.setup();
    await within(summary()).findByTestId('order-total');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(within(couponForm()).getByRole('alert')).toHaveTextContent('Enter a code');
    expect(shopApi.orders.totals).toHaveBeenCalledTimes(1);
    expect(lastQuotedCoupon()).toBeNull();
  });

  it('removes the applied code and asks the totals without it', async () => {
    const { storage } = renderWithCode('SALE');
    const user = userEvent.setup();
    expect(await within(summary()).findByText('Discount (SALE)')).toBeInTheDocument();
    await user.click(within(couponForm()).getByRole('button', { name: 'Remove' }));
    expect(storage.saved('coupon')).toBeUndefined();
    await waitFor(() =>
      expect(within(summary()).getByTestId('order-total')).toHaveTextContent('950 AED'),
    );
    expect(within(summary()).queryByText('Discount (SALE)')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
  });

  it('drops an applied code the server now refuses, with its reason next to it', async () => {
    mockTotals([scarf], { coupons: { SALE: 'This code has been used up.' } });
    const { storage } = renderWithCode('SALE');
    const alert = await within(couponForm()).findByRole('alert');
    expect(alert).toHaveTextContent('Code SALE was removed. This code has been used up.');
    expect(storage.saved('coupon')).toBeUndefined();
    await waitFor(() => expect(lastQuotedCoupon()).toBeNull());
    expect(await within(summary()).findByTestId('order-total')).toHaveTextContent('950 AED');
  });

  it('places the order with the applied code and clears the code with the bag', async () => {
    const place = jest
      .spyOn(shopApi.orders, 'place')
      .mockResolvedValue({ status: 'success', message: 'ok', OrderID: 51 });
    const { storage } = renderWithCode('SALE');
    const user = userEvent.setup();
    await within(summary()).findByText('Discount (SALE)');
    await fillShipping(user);
    await user.click(placeOrder());
    await screen.findByText('Order placed successfully!');
    expect(place.mock.calls[0][0]).toMatchObject({ Coupon: 'SALE' });
    expect(storage.saved('coupon')).toBeUndefined();
    expect(storage.saved('cart')).toEqual([]);
    // The summary keeps the figures the order was placed with.
    expect(within(summary()).getByText('Discount (SALE)')).toBeInTheDocument();
    expect(within(summary()).getByTestId('order-total')).toHaveTextContent('860 AED');
    expect(lastQuotedCoupon()).toBe('SALE');
  });

  it('sends no Coupon without an applied code', async () => {
    const place = jest
      .spyOn(shopApi.orders, 'place')
      .mockResolvedValue({ status: 'success', message: 'ok', OrderID: 52 });
    renderWithCode();
    const user = userEvent.setup();
    await fillShipping(user);
    await user.click(placeOrder());
    await screen.findByText('Order placed successfully!');
    expect(place.mock.calls[0][0]).not.toHaveProperty('Coupon');
  });

  it('drops a code the order refuses (409), keeps the form and the bag, and places again without it', async () => {
    const place = jest
      .spyOn(shopApi.orders, 'place')
      .mockRejectedValueOnce(refusesCode('This code has been used up.'))
      .mockResolvedValueOnce({ status: 'success', message: 'ok', OrderID: 53 });
    const { storage } = renderWithCode('SALE');
    const user = userEvent.setup();
    await within(summary()).findByText('Discount (SALE)');
    await fillShipping(user);
    await user.click(placeOrder());

    const shipping = screen.getByRole('region', { name: 'Shipping details' });
    const alert = await within(shipping).findByRole('alert');
    expect(alert).toHaveTextContent('This code has been used up.');
    expect(alert).toHaveTextContent('The code was removed; place your order again without it.');
    expect(place.mock.calls[0][0]).toMatchObject({ Coupon: 'SALE' });
    expect(storage.saved('coupon')).toBeUndefined();
    expect(storage.saved('cart')).toEqual([expect.objectContaining({ ProductID: 5 })]);
    expect(screen.getByLabelText('Address')).toHaveValue('Villa 12');
    // Asked again without the code.
    await waitFor(() =>
      expect(within(summary()).getByTestId('order-total')).toHaveTextContent('950 AED'),
    );
    expect(lastQuotedCoupon()).toBeNull();
    expect(within(summary()).queryByText('Discount (SALE)')).not.toBeInTheDocument();
    expect(placeOrder()).toBeEnabled();

    await user.click(placeOrder());
    await screen.findByText('Order placed successfully!');
    expect(place).toHaveBeenCalledTimes(2);
    expect(place.mock.calls[1][0]).not.toHaveProperty('Coupon');
    // A changed order after a refusal is a new one: its key cannot replay the refusal.
    expect(place.mock.calls[1][1]).not.toBe(place.mock.calls[0][1]);
  });

  it('recognises the minimum as a refusal of the code', async () => {
    const place = jest
      .spyOn(shopApi.orders, 'place')
      .mockRejectedValueOnce(refusesCode('Spend 1,000 AED or more to use this code.'));
    const { storage } = renderWithCode('SALE');
    const user = userEvent.setup();
    await within(summary()).findByText('Discount (SALE)');
    await fillShipping(user);
    await user.click(placeOrder());
    expect(
      await screen.findByText('The code was removed; place your order again without it.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-error')).toHaveTextContent(
      'Spend 1,000 AED or more to use this code.',
    );
    expect(storage.saved('coupon')).toBeUndefined();
    expect(place).toHaveBeenCalledTimes(1);
  });

  it('keeps the code for another 409 (stock) and its key for the same order', async () => {
    const place = jest
      .spyOn(shopApi.orders, 'place')
      .mockRejectedValueOnce(refusesCode('Only 0 items of "Silk Scarf" are available'))
      .mockResolvedValueOnce({ status: 'success', message: 'ok' });
    const { storage } = renderWithCode('SALE');
    const user = userEvent.setup();
    await within(summary()).findByText('Discount (SALE)');
    await fillShipping(user);
    await user.click(placeOrder());
    expect(await screen.findByTestId('order-error')).toHaveTextContent(
      'Only 0 items of "Silk Scarf" are available',
    );
    expect(
      screen.queryByText('The code was removed; place your order again without it.'),
    ).not.toBeInTheDocument();
    expect(storage.saved('coupon')).toBe('SALE');
    await user.click(placeOrder());
    await screen.findByText('Order placed successfully!');
    expect(place.mock.calls[1][0]).toMatchObject({ Coupon: 'SALE' });
    expect(place.mock.calls[1][1]).toBe(place.mock.calls[0][1]);
  });

  it('keeps the key after a failure without an answer, even once the code is removed', async () => {
    const place = jest
      .spyOn(shopApi.orders, 'place')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce({ status: 'success', message: 'ok' });
    renderWithCode('SALE');
    const user = userEvent.setup();
    await within(summary()).findByText('Discount (SALE)');
    await fillShipping(user);
    await user.click(placeOrder());
    await screen.findByText('An error occurred. Please try again later.');
    await user.click(within(couponForm()).getByRole('button', { name: 'Remove' }));
    await user.click(placeOrder());
    await screen.findByText('Order placed successfully!');
    expect(place.mock.calls[1][0]).not.toHaveProperty('Coupon');
    // The first order may exist: the same key lets the server answer it instead of a second.
    expect(place.mock.calls[1][1]).toBe(place.mock.calls[0][1]);
  });

  describe('in Arabic', () => {
    beforeEach(async () => {
      await act(() => setLanguage('ar', { remember: false }));
    });
    afterEach(async () => {
      await act(() => setLanguage('en', { remember: false }));
    });

    it('names the discount after its code and says a refusal in Arabic', async () => {
      renderWithCode('SALE');
      const totals = within(screen.getByRole('region', { name: 'ملخص الطلب' }));
      const discount = await totals.findByTestId('order-discount');
      expect(discount).toHaveTextContent(/^−\u200f?90\s?د\.إ/);
      // The code reads left to right inside the Arabic label.
      expect(discount.previousSibling).toHaveTextContent(/^الخصم \(SALE\)$/);
      expect(within(discount.previousSibling as HTMLElement).getByText('SALE')).toHaveAttribute(
        'dir',
        'ltr',
      );
      const form = screen.getByRole('form', { name: 'رمز الخصم' });
      expect(within(form).getByText('SALE')).toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(within(form).getByRole('button', { name: 'إزالة' }));
      await user.type(within(form).getByRole('textbox', { name: 'رمز الخصم' }), 'OLD');
      await user.click(within(form).getByRole('button', { name: 'تطبيق' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        localizeMessage('This code has expired.'),
      );
      expect(localizeMessage('This code has expired.')).not.toBe('This code has expired.');
    });

    it('drops a code the order refuses in Arabic, as the api words it for an Arabic shopper', async () => {
      const arabic = localizeMessage('This code has been used up.');
      const place = jest
        .spyOn(shopApi.orders, 'place')
        .mockRejectedValueOnce(refusesCode(arabic))
        .mockResolvedValueOnce({ status: 'success', message: 'ok', OrderID: 54 });
      const { storage } = renderWithCode('SALE');
      const user = userEvent.setup();
      await screen.findByTestId('order-discount');
      for (const [field, value] of TYPED) {
        const label = {
          Address: 'العنوان',
          Street: 'الشارع',
          City: 'المدينة',
          State: 'الإمارة / المنطقة',
          Zip: 'الرمز البريدي',
          Phone: 'رقم الهاتف',
        }[field]!;
        await user.click(screen.getByLabelText(label));
        await user.paste(value);
      }
      await user.click(screen.getByRole('button', { name: 'إتمام الطلب' }));
      const alert = await within(screen.getByRole('region', { name: 'تفاصيل الشحن' })).findByRole(
        'alert',
      );
      expect(alert).toHaveTextContent(arabic);
      expect(alert).toHaveTextContent('أُزيل الرمز؛ أعد تقديم طلبك بدونه.');
      expect(storage.saved('coupon')).toBeUndefined();
      await user.click(screen.getByRole('button', { name: 'إتمام الطلب' }));
      await screen.findByText('تم تقديم الطلب بنجاح!');
      expect(place.mock.calls[1][0]).not.toHaveProperty('Coupon');
    });
  });
});
