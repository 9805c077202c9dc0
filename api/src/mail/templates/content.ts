import type { Language } from '../../contracts';
import type { MailCopy } from './copy';
import type { MailMessage } from '../messages';

/** One kind's message shape. */
export type MessageOf<K extends MailMessage['kind']> = Extract<MailMessage, { kind: K }>;

/** A label and its amount or value, one line of a summary (order lines, totals, tracking). */
export interface Row {
  label: string;
  value: string;
  /** The last line of a summary, such as the total. */
  strong?: boolean;
}

/** The parts of a mail's body, in order; the layout renders each as HTML and as plain text. */
export type Block =
  | { type: 'text'; text: string }
  | { type: 'note'; text: string }
  | { type: 'rows'; rows: Row[] }
  | { type: 'action'; label: string; href: string };

/** What a template makes of a message: plain strings, escaped by the layout. */
export interface MailContent {
  subject: string;
  heading: string;
  blocks: Block[];
  /** A line above the footer, such as why an alert was sent. */
  footnote?: string;
}

/** What every template is given beside its message. */
export interface TemplateContext {
  copy: MailCopy;
  language: Language;
  /** The shop's origin without a trailing slash. */
  site: string;
}

/** A link of the shop: `path` under `site`; a link given whole (a mailed token's) stays as it is. */
export function absolute(site: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${site}/${path.replace(/^\/+/, '')}`;
}

/** The storefront's pages a mail links to (made absolute from the shop's origin by the layout). */
export const orderPath = (id: number) => `/orders/${id}`;
export const productPath = (id: number) => `/Items/${id}`;
