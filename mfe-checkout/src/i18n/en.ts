/**
 * The checkout remote's own English texts (the bag, /buynow, the favourites). The requirements'
 * shared texts (TEXT, ERRORS, SUCCESS) come from the 'common' messages instead.
 * English allows `{name}` placeholders only: a count that needs a plural has a key per form.
 */
export const CHECKOUT_EN = {
  // The bag (/cart)
  loadingBag: 'Loading your bag',
  cartEmptyHint: 'Discover pre-owned pieces from the houses you love.',
  continueShopping: 'Continue shopping',
  piecesInBagOne: '{n} piece in your bag',
  piecesInBag: '{n} pieces in your bag',
  product: 'Product',
  price: 'Price',
  quantity: 'Quantity',
  total: 'Total',
  remove: 'Remove',
  noLongerAvailable: 'No longer available',
  quantityOf: 'Quantity of {name}',
  orderSummary: 'Order summary',
  subtotal: 'Subtotal',
  unavailableExcludedOne: '{n} unavailable piece is not included.',
  unavailableExcluded: '{n} unavailable pieces are not included.',
  secureCheckout: 'Secure checkout · Authenticity guaranteed',
  noImageOf: '{name}: no image',

  // Placing an order (/buynow)
  shippingDetails: 'Shipping details',
  orderingAs: 'Ordering as {name} ({email}). Apartment and Notes are optional.',
  logInToOrder: 'Please log in to place your order.',
  logIn: 'Log in',
  orderNotPlaced: 'Your order was not placed.',
  reviewBag: 'Review your bag',
  thankYou: 'Thank you for your order. Taking you to it…',
  viewOrder: 'View order #{id}',
  viewMyOrders: 'View My Orders',
  nothingToCheckout: 'There is nothing to check out yet. Your order starts from your bag.',
  goToBag: 'Go to your bag',
  productId: 'ProductID',
  address: 'Address',
  street: 'Street',
  apartment: 'Apartment',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  country: 'Country',
  phone: 'Phone',
  notes: 'Notes',
  optional: 'Optional',
  notesPlaceholder: 'Optional: delivery instructions, gift message',
  piecesOfOrder: 'The {n} pieces of this order: change them in your bag.',
  inStock: '{n} in stock.',
  placeOrder: 'Place Order',
  paymentMethod: 'Payment method',
  cashOnDelivery: 'Cash on delivery',
  cashOnDeliveryHint: 'Pay in cash when your order is delivered.',
  cashOnDeliveryLimit: 'Cash on delivery is available for orders up to {amount}.',
  card: 'Card',
  cardHint: "Pay on Stripe's secure page. Your card number never reaches Reluxe.",
  toPaymentPage: 'Taking you to the secure payment page…',
  paymentNotStarted: 'Order #{id} is placed, but its card payment did not start.',
  paymentHeld: "We hold its pieces for a short while: try again now, or pay from the order's page.",
  payAgain: 'Try again',

  // Totals (the bag and /buynow), figures from the server
  totalsLoading: 'Working out shipping and VAT…',
  totalsFailed: 'Shipping and VAT could not be worked out.',
  totalsFailedCheckout:
    'You can still place your order: its total is worked out when you place it.',
  totalsRetry: 'Try again',
  shippingEstimate: 'Estimated for delivery to {country}; you choose the country at checkout.',

  // Coupon codes (the bag and /buynow)
  couponCode: 'Coupon code',
  couponApply: 'Apply',
  couponRemove: 'Remove',
  couponApplied: 'Code {code} applied',
  couponEnter: 'Enter a code',
  couponNotApplied: 'The code could not be applied.',
  couponDropped: 'Code {code} was removed. {reason}',
  couponRemovedPlaceAgain: 'The code was removed; place your order again without it.',
  discountCode: 'Discount ({code})',

  // The favourites (/fav)
  favouritesEmptyHint: 'Tap the heart on any piece to keep it here.',
  exploreCollection: 'Explore the collection',
  savedPieces: 'Saved pieces',
  piecesSavedOne: '{n} piece saved',
  piecesSaved: '{n} pieces saved',
  addToCart: 'Add to Cart',
  removeFromCart: 'Remove from Cart',
  removeFromFavourites: 'Remove from Favorites',
} as const;

export type CheckoutMessages = typeof CHECKOUT_EN;
