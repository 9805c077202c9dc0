import { formatPrice, useLanguage } from 'shared-contracts';
import { Ltr } from 'shared-contracts/src/ui-extras';

/** A price in the active language ('12,500 AED'), left to right inside Arabic text. */
export function Money({ value }: { value: unknown }) {
  const language = useLanguage();
  return <Ltr>{formatPrice(value, language)}</Ltr>;
}
