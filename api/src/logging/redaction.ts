/** What no log line may carry: session cookies, tokens, API keys and passwords. */
export const CENSOR = '[Redacted]';

/** pino paths of the secrets a logged request, response, headers or body object may hold. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers.apikey',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers.apikey',
  'headers["set-cookie"]',
  'body.Password',
  'body.conf_Password',
  'body.password',
  'req.body.Password',
  'req.body.conf_Password',
  'req.body.password',
];

/** Query parameters that carry a secret (verify links, API keys in the URL, OAuth codes). */
const SECRET_PARAMETER = /token|password|secret|apikey|api_key|code|otp/i;

/** `url` with the value of every secret query parameter replaced by CENSOR. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((part) => {
      const name = part.split('=')[0]!;
      return SECRET_PARAMETER.test(decodedOrRaw(name)) ? `${name}=${CENSOR}` : part;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

function decodedOrRaw(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
