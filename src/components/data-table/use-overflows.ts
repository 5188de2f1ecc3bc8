import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the box's content is wider or taller than the box, so that it scrolls: a keyboard
 * must then be able to reach it (tabIndex) to scroll it (axe's scrollable-region-focusable).
 * Checked when the box or its content changes size (a narrower window, more rows).
 */
export function useOverflows(box: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const check = () =>
      setOverflows(
        element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1,
      );
    check();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return overflows;
}
