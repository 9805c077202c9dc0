import { colourIdOf, type ProductDetails } from 'shared-contracts';
import { useColourLookup } from './api/get-colour-lookup';

export interface ColourName {
  name: string;
  nameAr?: string | null;
}

const NO_COLOUR: ColourName = { name: '' };

/**
 * The product's colour name (and its Arabic name): ColorName from the response, else looked up
 * from ColorID / Color_ID.
 */
export function useColourName(product: ProductDetails | undefined): ColourName {
  const id = product ? colourIdOf(product) : undefined;
  const needsLookup = Boolean(product && !product.ColorName && id !== undefined);
  const lookup = useColourLookup(!needsLookup);
  if (product?.ColorName) return { name: product.ColorName, nameAr: product.ColorNameAr };
  if (!needsLookup || lookup.status !== 'success') return NO_COLOUR;
  const found = lookup.data.find((colour) => colour.Color_ID === id);
  return found ? { name: found.Name, nameAr: found.NameAr } : NO_COLOUR;
}
