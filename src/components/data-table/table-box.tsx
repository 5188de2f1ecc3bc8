import { useRef, type ReactNode } from 'react';
import { useOverflows } from './use-overflows.ts';

/**
 * The box a whole (not virtualised) table sits in. A table wider than its box (a phone)
 * scrolls in it: then the box is a named stop for the keyboard, as a virtual table's is;
 * otherwise it stays out of the tab order.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(box);
  return (
    <div
      ref={box}
      className="table-wrap"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrollable)` } : {})}
    >
      {children}
    </div>
  );
}
