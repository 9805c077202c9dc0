import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { directionOf, formatPrice, useLanguage, type MessageValues } from 'shared-contracts';

/**
 * Numbers, prices, phone numbers, emails and codes read left to right inside Arabic text too (a
 * span with `dir` is isolated like <bdi>). Left-to-right pages need nothing: the markup stays.
 */
export function Ltr({ children }: { children: ReactNode }) {
  const language = useLanguage();
  if (directionOf(language) === 'ltr') return <>{children}</>;
  return <span dir="ltr">{children}</span>;
}

/** A price in the active language ('12,500 AED'), left to right inside Arabic text. */
export function Money({ value }: { value: unknown }) {
  const language = useLanguage();
  return <Ltr>{formatPrice(value, language)}</Ltr>;
}

/** Stands for an element value in a message until it is put back (a private-use character). */
const MARK = '\uE000';
const MARKED = new RegExp(`${MARK}(\\w+)${MARK}`);

/**
 * A translated message whose values may be elements (`<Ltr>{email}</Ltr>`, a `<time>`): the
 * message is translated whole, in the language's word order, then each element takes its
 * placeholder's place. `fill` is the package's message function with the key bound. Plural
 * arguments must be numbers: pass them as plain values.
 */
export function richMessage(
  fill: (values: MessageValues) => string,
  values: Record<string, string | number | ReactElement>,
): ReactNode {
  const plain: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    plain[name] = isValidElement(value) ? `${MARK}${name}${MARK}` : value;
  }
  const parts = fill(plain).split(MARKED);
  if (parts.length === 1) return parts[0];
  return parts
    .map((part, index) =>
      index % 2 ? <Fragment key={index}>{values[part] as ReactElement}</Fragment> : part,
    )
    .filter((part) => part !== '');
}
