import { COUNTRIES } from 'shared-contracts/countries';
import type { Language } from 'shared-contracts';

let arabicNames: Intl.DisplayNames | undefined;
const CODE_OF = new Map(COUNTRIES.map((country) => [country.name, country.code]));

/** A Country (its English name, as stored on the order) in the active language. */
export function countryLabel(name: string, language: Language): string {
  const code = CODE_OF.get(name);
  if (language !== 'ar' || !code) return name;
  // Made on first use: only the Arabic checkout needs it.
  arabicNames ??= new Intl.DisplayNames(['ar'], { type: 'region' });
  return arabicNames.of(code) ?? name;
}
