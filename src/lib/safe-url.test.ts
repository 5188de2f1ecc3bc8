import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './safe-url.ts';

describe('safeExternalUrl', () => {
  it('accepts absolute http and https URLs and returns the normalised href', () => {
    expect(safeExternalUrl('https://example.com')).toBe('https://example.com/');
    expect(safeExternalUrl('http://example.com/a?b=c#d')).toBe('http://example.com/a?b=c#d');
    expect(safeExternalUrl('HTTPS://Example.COM/Path')).toBe('https://example.com/Path');
    expect(safeExternalUrl('  https://example.com  ')).toBe('https://example.com/');
    expect(safeExternalUrl('https://example.com:8443/x')).toBe('https://example.com:8443/x');
    // The WHATWG parser reads a special scheme without slashes as an absolute URL.
    expect(safeExternalUrl('https:example.com')).toBe('https://example.com/');
  });

  const rejected: readonly string[] = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u001fjavascript:alert(1)',
    '\u2028javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'javascript://example.com/%0aalert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'VbScRiPt:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
    'blob:https://example.com/0c2b6a4e',
    'mailto:someone@example.com',
    '/relative/path',
    '//evil.example/x',
    'example.com',
    '',
    '   ',
    'http://',
    'https://',
    'http//example.com',
    'https://user:pass@example.com/',
    'https://example.com@evil.example/',
    `https://example.com/${'a'.repeat(2100)}`,
  ];

  it.each(rejected)('rejects %j', (text) => {
    expect(safeExternalUrl(text)).toBeUndefined();
  });

  it('rejects non-strings', () => {
    expect(safeExternalUrl(undefined)).toBeUndefined();
    expect(safeExternalUrl(null)).toBeUndefined();
    expect(safeExternalUrl(42)).toBeUndefined();
    expect(safeExternalUrl({ href: 'https://example.com' })).toBeUndefined();
  });
});
