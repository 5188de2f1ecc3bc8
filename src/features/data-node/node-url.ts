import { safeExternalUrl } from '../../lib/safe-url.ts';

export type NodeUrlCheck = { ok: true; url: string } | { ok: false; error: string };

/**
 * A data node's base URL as typed by the user: an absolute http(s) URL without credentials,
 * query or fragment, returned without trailing slashes (paths are appended to it).
 */
export function parseNodeUrl(input: string): NodeUrlCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'Enter the address of a data node.' };
  const href = safeExternalUrl(text);
  if (!href) {
    return {
      ok: false,
      error: 'Enter a full http:// or https:// address, e.g. https://datanode.example.com.',
    };
  }
  const url = new URL(href);
  if (url.search !== '' || url.hash !== '' || href.includes('?') || href.includes('#')) {
    return { ok: false, error: 'Leave out the ? and # parts: give the node’s base address.' };
  }
  return { ok: true, url: href.replace(/\/+$/, '') };
}

/** The stored form of a choice: '' means "this site's own node". */
export function storedNodeUrl(url: string, origin: string): string {
  return url === '' || url === origin ? '' : url;
}

/** Short name for the header: "this site" for the own origin, else host (and path). */
export function nodeLabel(nodeUrl: string, origin: string): string {
  if (nodeUrl === '' || nodeUrl === origin) return 'this site';
  try {
    const url = new URL(nodeUrl);
    return url.pathname === '/' ? url.host : `${url.host}${url.pathname}`;
  } catch {
    return nodeUrl;
  }
}

/** A link that opens `pathname` of this explorer on the given node (the `?node=` parameter). */
export function shareableLink(origin: string, pathname: string, nodeUrl: string): string {
  return `${origin}${pathname}?${new URLSearchParams({ node: nodeUrl }).toString()}`;
}
