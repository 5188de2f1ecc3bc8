import { getDataNodeUrl } from './data-node.ts';

/**
 * Where the explorer reads blocks: a CometBFT RPC (v0.38 JSON-RPC over HTTP GET). Default: the
 * chosen data node's own `/tm` (this site's `/tm` unless another node is chosen); a `?tm=` URL
 * parameter or the setting points it at any CometBFT RPC, a real network's too.
 */
const STORAGE_KEY = 'tne.cometUrl';

/** The remembered choice ('' = none: the data node's `/tm`). */
export function storedCometUrl(): string {
  return window.localStorage.getItem(STORAGE_KEY) ?? '';
}

export function getCometUrl(): string {
  const chosen = storedCometUrl();
  return (chosen || `${getDataNodeUrl()}/tm`).replace(/\/+$/, '');
}

export function setCometUrl(url: string): void {
  if (url) window.localStorage.setItem(STORAGE_KEY, url);
  else window.localStorage.removeItem(STORAGE_KEY);
}
