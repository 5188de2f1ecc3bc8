/**
 * Which data node the explorer reads. Default: its own origin. A `?node=` URL parameter (for
 * shareable links) wins over the remembered choice.
 */
const STORAGE_KEY = 'tne.dataNodeUrl';

export function getDataNodeUrl(): string {
  const fromUrl = new URLSearchParams(window.location.search).get('node');
  const chosen = fromUrl ?? window.localStorage.getItem(STORAGE_KEY) ?? '';
  return chosen.replace(/\/+$/, '');
}

export function setDataNodeUrl(url: string): void {
  if (url) window.localStorage.setItem(STORAGE_KEY, url);
  else window.localStorage.removeItem(STORAGE_KEY);
}
