import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Column widths of a live, virtualised table, taken from its first rows and then kept: the
 * rows in view change at every update (a new row on top, the window scrolled), and a table
 * laid out by its content would widen and narrow its columns each time, moving every cell
 * beside them (layout shifts). Taken again when the table's box changes width (a turned phone,
 * a resized window), which is also when its columns change (they give way by screen width).
 */
export function useFrozenColumns(
  table: RefObject<HTMLTableElement | null>,
  hasRows: boolean,
): number[] | undefined {
  const [widths, setWidths] = useState<number[]>();
  const boxWidth = useRef(0);

  useLayoutEffect(() => {
    const element = table.current;
    if (!element || !hasRows || widths) return;
    const cells = [...element.querySelectorAll<HTMLElement>(':scope > thead > tr > th')];
    setWidths(cells.map((th) => th.getBoundingClientRect().width));
  }, [table, hasRows, widths]);

  useLayoutEffect(() => {
    const box = table.current?.parentElement;
    if (!box || typeof ResizeObserver !== 'function') return;
    boxWidth.current = box.clientWidth;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === boxWidth.current) return;
      boxWidth.current = box.clientWidth;
      setWidths(undefined);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [table]);

  return widths;
}
