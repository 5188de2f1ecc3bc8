import { safeExternalUrl } from '../../../lib/safe-url.ts';

/**
 * A URL from chain data: a link only when it is an absolute http(s) URL; anything else
 * (javascript:, data:, relative…) is shown as plain text and never followed.
 */
export function ExternalLink({ url, children }: { url: string; children?: string }) {
  const href = safeExternalUrl(url);
  if (!url) return <span className="muted">—</span>;
  if (!href) {
    return (
      <span>
        <span className="break">{url}</span>{' '}
        <span className="muted small">(not an http(s) address: not linked)</span>
      </span>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="break">
      {children ?? href}
    </a>
  );
}
