import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutParamSpecs } from '../vite/server-only-params.ts';

/*
 * scripts/vite/server-only-params.ts: the explorer's build blanks the `query` and `params` of
 * each `endpoint({...})` declaration and nothing else, keeping every other character in place.
 */

const ID = '/repo/contract/endpoints/example.ts';

describe('withoutParamSpecs', () => {
  it('blanks the query property and its comma, keeping each other character in place', () => {
    const source = [
      "export const a = endpoint({ name: 'a', query: { x: param.id('asset') }, list: 'as' });",
      '',
    ].join('\n');
    // By hand: `query: { x: param.id('asset') },` is 32 characters, then a space before `list`.
    const expected = [
      `export const a = endpoint({ name: 'a', ${' '.repeat(32)} list: 'as' });`,
      '',
    ].join('\n');
    expect(withoutParamSpecs(source, ID)).toBe(expected);
  });

  it('blanks the path parameters too, keeping the path their names fill', () => {
    const source =
      "endpoint({ path: '/m/{id}', params: { id: pathParam.id('market') }, list: 'm' });";
    // By hand: `params: { id: pathParam.id('market') },` is 39 characters.
    expect(withoutParamSpecs(source, ID)).toBe(
      `endpoint({ path: '/m/{id}', ${' '.repeat(39)} list: 'm' });`,
    );
  });

  it('keeps the line breaks of a query written over several lines', () => {
    const source = [
      'export const b = endpoint({',
      "  name: 'b',",
      '  query: {',
      "    'pagination.first': param.int32({ description: 'page size' }),",
      '  },',
      '  response: bSchema,',
      '});',
    ].join('\n');
    const out = withoutParamSpecs(source, ID)!;
    expect(out.split('\n')).toEqual([
      'export const b = endpoint({',
      "  name: 'b',",
      ' '.repeat('  query: {'.length),
      ' '.repeat("    'pagination.first': param.int32({ description: 'page size' }),".length),
      '    ',
      '  response: bSchema,',
      '});',
    ]);
  });

  it('blanks every declaration of a module, and a last query without a comma', () => {
    const source =
      "endpoint({ name: 'c', query: q });\nendpoint({ name: 'd', path: '/d', query: { n: 1 } });";
    expect(withoutParamSpecs(source, ID)).toBe(
      `endpoint({ name: 'c', ${' '.repeat(8)} });\nendpoint({ name: 'd', path: '/d', ${' '.repeat(15)} });`,
    );
  });

  it('leaves a module alone when no endpoint declares parameters', () => {
    expect(withoutParamSpecs("endpoint({ name: 'e', path: '/e' });", ID)).toBeUndefined();
    // `query` of anything but an endpoint declaration is not the spec.
    expect(withoutParamSpecs("other({ name: 'f', query: { x: 1 } });", ID)).toBeUndefined();
    expect(withoutParamSpecs("endpoint({ name: 'g', ['query']: { x: 1 } });", ID)).toBeUndefined();
  });

  it('turns a real endpoint module into one without a parameter name that still parses', () => {
    const path = fileURLToPath(new URL('../../contract/endpoints/orders.ts', import.meta.url));
    const source = readFileSync(path, 'utf8');
    const out = withoutParamSpecs(source, path)!;
    expect(out).toHaveLength(source.length);
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
    expect(parseSync(path, out, { lang: 'ts' }).errors).toEqual([]);
    // The declarations' queries and path parameters are gone; the filter group declared beside
    // them stays in the module (the bundler drops it when nothing reads it).
    expect(out).not.toMatch(/query:/);
    expect(out).not.toContain('orderId: pathParam');
    expect(out).not.toContain('filter: orderFilter');
    expect(out).toContain("path: '/api/v2/orders'");
    expect(out).toContain("path: '/api/v2/order/{orderId}'");
    expect(out).toContain("list: 'orders'");
  });
});
