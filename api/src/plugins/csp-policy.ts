import { randomBytes } from 'node:crypto';

/** The Reporting-Endpoints name the policy's `report-to` points at. */
export const CSP_REPORT_GROUP = 'csp';

/** A fresh nonce: 128 random bits, base64 (one per response, never reused). */
export const newNonce = () => randomBytes(16).toString('base64');

/** What one answer's policy allows besides its own origin. */
export interface PolicySources {
  nonce: string;
  /** Origins the remotes are served from: their scripts, manifests, images and fonts. */
  remotes: readonly string[];
  /** Other origins the page calls (the hosted auth service). */
  connect: readonly string[];
  /** Other origins of images (the storage's public URL, where /uploads/ redirects). */
  images: readonly string[];
  /** The path violations are reported to, on this origin. */
  reportPath: string;
  /** Also through the Reporting API (report-to; the answer names the endpoint). */
  reportTo: boolean;
  /** Style elements and attributes without the nonce too: the API docs' UI writes its own. */
  inlineStyles?: boolean;
}

/**
 * The Content-Security-Policy of an HTML answer: scripts and styles from this origin, the
 * remotes' origins (scripts only) or carrying the answer's nonce; nothing inline without it, no
 * plugins, no <base>, no framing, forms posted here only.
 */
export function policyOf(sources: PolicySources): string {
  const nonce = `'nonce-${sources.nonce}'`;
  const directives: string[][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", nonce, ...sources.remotes],
    // A nonce would make browsers ignore 'unsafe-inline'.
    ['style-src', "'self'", ...(sources.inlineStyles ? ["'unsafe-inline'"] : [nonce])],
    // data: for the QR code of a second factor, blob: for the previews of photos being uploaded.
    ['img-src', "'self'", 'data:', 'blob:', ...sources.images, ...sources.remotes],
    ['font-src', "'self'", ...sources.remotes],
    ['connect-src', "'self'", ...sources.connect, ...sources.remotes],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ['report-uri', sources.reportPath],
    ...(sources.reportTo ? [['report-to', CSP_REPORT_GROUP]] : []),
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

/**
 * The origin of `url` when it is an http(s) URL of another origin than `self` (a relative URL is
 * this origin's); undefined otherwise.
 */
export function otherOrigin(url: string | undefined, self: string): string | undefined {
  if (!url || !URL.canParse(url, self)) return undefined;
  const { origin, protocol } = new URL(url, self);
  const own = new URL(self).origin; // without a default port, as `origin` is
  return (protocol === 'https:' || protocol === 'http:') && origin !== own ? origin : undefined;
}
