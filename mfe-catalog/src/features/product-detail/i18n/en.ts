/**
 * The product page's own texts (page, gallery, order panel), in the requirements' English.
 * Imported by the product page's modules only, so they travel in its chunk.
 */
export const PRODUCT_EN = {
  // Product page
  notFound: 'We could not find this piece. It may have been sold or removed from the catalogue.',
  backToWhatsNew: "Back to What's New",
  itemError: "We couldn't load this item. Please try again.",
  loadingItem: 'Loading item',
  colour: 'Colour',
  availableColours: 'Available colours',
  description: 'Description',
  // Gallery
  galleryRole: 'gallery',
  galleryLabel: 'Images of {name}',
  imageAlt: '{name}, image {n} of {count}',
  showImage: 'Show image {n}',
  // Order panel
  yourOrder: 'Your order',
  quantity: 'Quantity',
  inStock: '{n} in stock',
  subTotal: 'Sub Total',
  notes: 'Notes',
  notesPlaceholder: 'Anything we should know about your order',
  discountCoupon: 'Discount Coupon',
  applyCoupon: 'Apply Coupon',
  removeCoupon: 'Remove',
  couponEmpty: 'Enter a code',
  couponApplied: 'Code {code} applied: −{amount} off your bag.',
  couponFailed: 'The code could not be checked. Try again.',
  addToCart: 'Add to Cart',
  removeFromCart: 'Remove from Cart',
  buyNow: 'Buy Now',
} as const;

export type ProductMessages = typeof PRODUCT_EN;
