import { DEFAULT_LANGUAGE, parseLanguage, type Language } from './language';

// The server's part: which language a request asks for. Not in the package index, so browsers
// never download it; the api imports it by path.

/** The first supported language of an Accept-Language header, by its q weights. */
export function languageOfAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: parseLanguage(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language;
}

/**
 * The language of a request, for its page and its api messages alike: `?lang=`, then the
 * visitor's cookie, then the browser's Accept-Language, then English.
 */
export function languageOfRequest(request: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  return (
    parseLanguage(request.query) ??
    parseLanguage(request.cookie) ??
    languageOfAcceptLanguage(request.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}
