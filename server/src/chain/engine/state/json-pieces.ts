/**
 * JSON.parse of a large UTF-8 text (a state snapshot: 6 MB at 2,000 blocks, ~57 MB in older
 * ones) without one long synchronous call: a container longer than `pieceBytes` is split at
 * its own commas by a scan of its bytes, and each part is parsed the same way; anything that
 * fits is handed to JSON.parse whole (native, fast). `pause()` runs between pieces and every
 * SCAN_STRIDE bytes of scanning, so the caller's event loop answers requests meanwhile
 * (/health within 100 ms while a restart restores its snapshot). The result equals
 * JSON.parse's; a malformed text throws a SyntaxError as JSON.parse does.
 *
 * Each byte is scanned once per large container around it (the state's large containers nest
 * ~5 deep), strings skipped natively (Buffer.indexOf): a few ms per MB.
 */
export const JSON_PIECE_BYTES = 256 * 1024;
const SCAN_STRIDE = 256 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const isSpace = (c: number | undefined) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** A member set as data even when named `__proto__`, as JSON.parse does. */
const define = (obj: object, key: string, value: unknown) =>
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });

export async function parseJsonInPieces(
  bytes: Uint8Array,
  pause: () => Promise<void>,
  pieceBytes = JSON_PIECE_BYTES,
): Promise<unknown> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (start: number, end: number) => buf.toString('utf8', start, end);

  /** Index of the quote closing the string opened at `open` (one not escaped). */
  const stringEnd = (open: number): number => {
    let close = buf.indexOf(QUOTE, open + 1);
    for (;;) {
      if (close < 0) throw new SyntaxError('Unterminated string in JSON');
      let slashes = 0;
      while (buf[close - 1 - slashes] === BACKSLASH) slashes++;
      if (slashes % 2 === 0) return close;
      close = buf.indexOf(QUOTE, close + 1);
    }
  };

  /** [start, end) without the whitespace around it. */
  const trim = (start: number, end: number): [number, number] => {
    while (start < end && isSpace(buf[start])) start++;
    while (end > start && isSpace(buf[end - 1])) end--;
    return [start, end];
  };

  /**
   * Scans [from, to) of a container's inside at nesting `depth` (0: its own members), noting
   * its own commas; returns the depth at `to` and where the scan stopped (past a string).
   */
  const scan = (from: number, to: number, depth: number, commas: number[]): [number, number] => {
    let i = from;
    for (; i < to; i++) {
      const c = buf[i];
      if (c === QUOTE) i = stringEnd(i);
      else if (c === OPEN_ARRAY || c === OPEN_OBJECT) depth++;
      else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
      else if (c === COMMA && depth === 0) commas.push(i);
    }
    return [depth, i];
  };

  /** The commas between the container's own members (not those nested deeper). */
  const memberCommas = async (start: number, end: number): Promise<number[]> => {
    const commas: number[] = [];
    let depth = 0;
    for (let at = start + 1; at < end - 1;) {
      [depth, at] = scan(at, Math.min(at + SCAN_STRIDE, end - 1), depth, commas);
      if (at < end - 1) await pause();
    }
    return commas;
  };

  const parse = async (from: number, to: number): Promise<unknown> => {
    const [start, end] = trim(from, to);
    const open = buf[start];
    const close = buf[end - 1];
    const array = open === OPEN_ARRAY && close === CLOSE_ARRAY;
    if (end - start <= pieceBytes || !(array || (open === OPEN_OBJECT && close === CLOSE_OBJECT))) {
      const value: unknown = JSON.parse(text(start, end));
      await pause();
      return value;
    }
    const commas = await memberCommas(start, end);
    const bounds = [start, ...commas, end - 1];
    // `[]` / `{}` with whitespace inside only: no member.
    if (commas.length === 0 && trim(start + 1, end - 1)[0] === end - 1) return array ? [] : {};
    const items: unknown[] = [];
    const obj: Record<string, unknown> = {};
    // Members that fit are parsed together, up to a piece at a time (one JSON.parse per
    // member of a Map of thousands of small entries cost ~3× the time); a large one alone.
    let first = 0;
    const flush = async (last: number) => {
      if (last === first) return;
      const members = text(bounds[first]! + 1, bounds[last]!);
      // One empty member would parse as none (`[]`); several fail in JSON.parse.
      if (members.trim() === '') throw new SyntaxError('Unexpected end of JSON input');
      if (array) for (const item of JSON.parse(`[${members}]`) as unknown[]) items.push(item);
      else {
        const part = JSON.parse(`{${members}}`) as Record<string, unknown>;
        for (const key of Object.keys(part)) define(obj, key, part[key]);
      }
      first = last;
      await pause();
    };
    for (let m = 0; m + 1 < bounds.length; m++) {
      const size = bounds[m + 1]! - bounds[m]!;
      if (size <= pieceBytes) {
        if (bounds[m + 1]! - bounds[first]! > pieceBytes) await flush(m);
        continue;
      }
      await flush(m);
      first = m + 1;
      if (array) {
        items.push(await parse(bounds[m]! + 1, bounds[m + 1]!));
        continue;
      }
      const [keyStart, memberEnd] = trim(bounds[m]! + 1, bounds[m + 1]!);
      if (buf[keyStart] !== QUOTE) throw new SyntaxError(`Expected a key at position ${keyStart}`);
      const keyEnd = stringEnd(keyStart) + 1;
      const [colon] = trim(keyEnd, memberEnd);
      if (buf[colon] !== COLON) throw new SyntaxError(`Expected ':' at position ${colon}`);
      define(obj, JSON.parse(text(keyStart, keyEnd)) as string, await parse(colon + 1, memberEnd));
    }
    await flush(bounds.length - 1);
    return array ? items : obj;
  };

  return parse(0, buf.length);
}
