// Chain data (asset metadata, proposal links, validator info URLs) is attacker-controlled,
// so a link is rendered only when it parses as an absolute http(s) URL.

const MAX_URL_LENGTH = 2048;
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * The normalised href of an absolute http: or https: URL, or undefined for anything else
 * (javascript:, data:, vbscript:, file:, relative or malformed URLs, non-strings).
 * The protocol is read from the URL parser's result, not the raw text, so case tricks,
 * embedded tabs/newlines and leading control characters cannot smuggle a scheme through.
 * URLs carrying credentials ("https://bank.com@evil.example") are rejected as deceptive.
 */
export function safeExternalUrl(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_URL_LENGTH) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return undefined;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return undefined;
  return url.href;
}
