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
    // An address may break anywhere (it has no spaces); words given as the link's text do not
    // ("Open the avatar imag / e" on a phone).
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={children === undefined ? 'break' : undefined}
    >
      {children ?? href}
    </a>
  );
}
