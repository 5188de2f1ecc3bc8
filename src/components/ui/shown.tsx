import type { Displayed } from '../../lib/format/display-rules.ts';

/** A number as the display rules show it, its exact form on hover (when they differ). */
export function Shown({ value, className }: { value: Displayed; className?: string }) {
  return (
    <span
      className={className ?? 'num'}
      {...(value.exact !== value.text ? { title: value.exact } : {})}
    >
      {value.text}
    </span>
  );
}
