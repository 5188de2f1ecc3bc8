import { useState } from 'react';
import { Link } from 'react-router';
import { truncateMiddle } from '../../lib/truncate-id.ts';

const COPIED_FEEDBACK_MS = 1500;

/**
 * An id or hash: shortened in the middle, full value on hover, a copy button, maybe a link.
 * `full` shows it whole as selectable text (the entity's own page, where it is the subject).
 */
export function IdText({
  value,
  href,
  full = false,
}: {
  value: string;
  href?: string;
  full?: boolean;
}) {
  const short = full ? value : truncateMiddle(value);
  return (
    <span className={full ? 'id-text full' : 'id-text'}>
      {href ? (
        <Link to={href} title={value} className="mono">
          {short}
        </Link>
      ) : (
        <span title={value} className="mono">
          {short}
        </span>
      )}
      <CopyButton value={value} />
    </span>
  );
}

/** Copies the full value; a tick for a moment says it worked. */
export function CopyButton({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    });
  };
  return (
    <button type="button" className="copy" onClick={copy} aria-label={`Copy ${value}`}>
      {copied ? '✓' : <CopyIcon />}
    </button>
  );
}

function CopyIcon() {
  return (
    <svg width="13" height="13" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect
        x="5"
        y="5"
        width="9"
        height="9"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path
        d="M3 11V3.5A1.5 1.5 0 0 1 4.5 2H11"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
