/*
 * Chain-provided text (names, codes, symbols, titles) is written by whoever signed the
 * transaction. Two things it must never do: reorder the explorer's own words around it with
 * bidirectional controls (a right-to-left override in a market code once turned the heading's
 * "Launch" into "hcnuaL"), and widen the page (a 100,000-character name). These helpers make a
 * string safe to show; the <ChainText> component adds <bdi> isolation and the one-line clamp.
 */

/** The explicit directional formatting characters, marks and the Arabic letter mark. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

const CONTROL_NAMES: Record<string, string> = {
  '\u202A': 'LRE',
  '\u202B': 'RLE',
  '\u202C': 'PDF',
  '\u202D': 'LRO',
  '\u202E': 'RLO',
  '\u2066': 'LRI',
  '\u2067': 'RLI',
  '\u2068': 'FSI',
  '\u2069': 'PDI',
  '\u200E': 'LRM',
  '\u200F': 'RLM',
  '\u061C': 'ALM',
};

/** Most characters of chain text ever rendered; the rest is on hover (up to HOVER_MAX). */
export const SHOWN_MAX = 200;
/** Most characters put in a hover title: enough to read, never a megabyte in the DOM. */
export const HOVER_MAX = 2000;

export const hasBidiControls = (text: string) => text.search(BIDI_CONTROL) !== -1;

/** Each bidi control replaced by a visible tag ("[RLO]"), so it can be seen and does nothing. */
export function showBidiControls(text: string): string {
  return text.replace(BIDI_CONTROL, (c) => `[${CONTROL_NAMES[c] ?? 'BIDI'}]`);
}

/** The first `max` code points (never half a surrogate pair), with "…" when some were cut. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const points = Array.from(text.slice(0, max * 2));
  if (points.length <= max) return text.length > max * 2 ? `${points.join('')}…` : text;
  return `${points.slice(0, max).join('')}…`;
}

/** What to render for a chain string: controls visible, at most SHOWN_MAX characters. */
export const chainTextShown = (text: string) => capText(showBidiControls(text), SHOWN_MAX);

/** The hover text for a chain string: controls visible, at most HOVER_MAX characters. */
export const chainTextHover = (text: string) => capText(showBidiControls(text), HOVER_MAX);

/**
 * Chain text inside a plain string the explorer composes (a document title, an aria-label):
 * controls visible, capped, and wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE so
 * its direction cannot leak into the words around it.
 */
export const isolateChainText = (text: string, max = 60) =>
  `\u2068${capText(showBidiControls(text), max)}\u2069`;

/** A bidi control in JSON text, raw or as a \u escape. */
const BIDI_IN_JSON =
  /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]|\\u(?:202[a-eA-E]|206[6-9]|200[eEfF]|061[cC])/;

/**
 * JSON.parse for data-node answers and stream messages: every string value and object key that
 * carries a bidi control comes out with it shown as a visible tag, so no text built from it anywhere
 * (summaries, titles, labels) can be reordered by it. Answers without one (all but hostile
 * ones) take the plain, fast parse.
 */
export function parseChainJson(text: string): unknown {
  if (!BIDI_IN_JSON.test(text)) return JSON.parse(text);
  return JSON.parse(text, (_key, value: unknown) => {
    if (typeof value === 'string') return showBidiControls(value);
    // An object's keys are chain text too (a payload's property names): renamed, in order.
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    if (!Object.keys(value).some(hasBidiControls)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [showBidiControls(key), v as unknown]),
    );
  });
}
