/**
 * The path a request names, in one spelling: what the rate limiter compares with its prefixes.
 * The router decodes percent-escapes (`/%61pi/…` routes as `/api/…`), and other spellings
 * (`/API/…`, `//api/…`, `/api/./v2/…`, `/api%2Fv2/…`, a trailing slash) reach the explorer's
 * catch-all or a 404 under the same prefix; none of them may pick a cheaper limit than the
 * canonical URL. So: the query and fragment cut off, every escape decoded (repeatedly: `%2561`
 * is `%61` is `a`), `\` read as `/` as browsers do, empty and `.` segments dropped, `..`
 * resolved, lower case, no trailing slash.
 */
export function canonicalPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '';
  for (let i = 0; i < 4 && path.includes('%'); i++) {
    const decoded = decodeLoosely(path);
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/** decodeURIComponent that leaves malformed escapes (`%zz`, invalid UTF-8) as they are. */
function decodeLoosely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  }
}
