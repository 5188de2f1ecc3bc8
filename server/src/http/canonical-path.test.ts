import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical-path.ts';

describe('canonicalPath', () => {
  it.each([
    ['/api/v2/assets', '/api/v2/assets'],
    ['/%61pi/v2/assets', '/api/v2/assets'],
    ['/%2561pi/v2/assets', '/api/v2/assets'],
    ['/API/V2/Assets', '/api/v2/assets'],
    ['/api%2Fv2%2fassets', '/api/v2/assets'],
    ['//api///v2/assets/', '/api/v2/assets'],
    ['/./api/./v2/assets', '/api/v2/assets'],
    ['/x/y/../../api/v2/assets', '/api/v2/assets'],
    ['/../../api/v2/assets', '/api/v2/assets'],
    ['/api\\v2\\assets', '/api/v2/assets'],
    ['/api/v2/assets?a=%2F#x', '/api/v2/assets'],
    ['/', '/'],
    ['', '/'],
  ])('%s → %s', (url, expected) => {
    expect(canonicalPath(url)).toBe(expected);
  });

  it('keeps malformed escapes instead of throwing, decoding the good ones', () => {
    expect(canonicalPath('/%61pi/%zz/%E0%A4%A')).toBe('/api/%zz/\u00e0\u00a4%a');
  });
});
