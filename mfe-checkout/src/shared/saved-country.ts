import { ZONE_NAMES } from 'shared-contracts';

/** Where the shopper's last chosen shipping Country is kept (this browser only). */
const KEY = 'shippingCountry';

/** The Country of the shopper's last checkout, else the United Arab Emirates. */
export function savedCountry(): string {
  try {
    return localStorage.getItem(KEY) || ZONE_NAMES.UAE;
  } catch {
    return ZONE_NAMES.UAE;
  }
}

export function saveCountry(country: string) {
  try {
    localStorage.setItem(KEY, country);
  } catch {
    // Private mode or full storage: the bag estimates for the UAE then.
  }
}
