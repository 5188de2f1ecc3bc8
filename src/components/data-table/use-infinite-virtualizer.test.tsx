import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteVirtualizer, type Paging, type Viewport } from './use-infinite-virtualizer.ts';

const ROW = 40;
const BOX = 400; // the scroll box's height: 10 rows

/** A scroll box listing the rows the virtualiser renders, and its spacers' heights. */
function Harness(props: {
  count: number;
  paging?: Paging;
  onViewportChange?: (viewport: Viewport) => void;
}) {
  const { scrollRef, items, paddingTop, paddingBottom, totalSize } = useInfiniteVirtualizer(
    props.count,
    ROW,
    { paging: props.paging, onViewportChange: props.onViewportChange },
  );
  return (
    <div ref={scrollRef} className="virtual-scroll" role="region" aria-label="box">
      <output data-testid="sizes">{`${paddingTop} ${paddingBottom} ${totalSize}`}</output>
      <ol>
        {items.map((item) => (
          <li key={item.index} data-start={item.start}>
            {item.index}
          </li>
        ))}
      </ol>
    </div>
  );
}

const rendered = () => screen.getAllByRole('listitem').map((li) => Number(li.textContent));
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Sets the box's offset as a scroll would (jsdom has no layout) and tells the listeners. */
function scrollTo(top: number) {
  const box = screen.getByRole('region', { name: 'box' });
  Object.defineProperty(box, 'scrollTop', { configurable: true, value: top });
  act(() => box.dispatchEvent(new Event('scroll')));
}

beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('virtual-scroll') ? BOX : 0;
    },
  });
});
afterEach(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

describe('useInfiniteVirtualizer', () => {
  it('renders the rows in view plus 12 below at the top, and spacers for the rest', () => {
    render(<Harness count={1000} />);
    // 10 rows fit, one more may be cut by the edges: rows 0–10, then 12 of overscan: 0–22.
    expect(rendered()).toEqual(range(0, 22));
    // Below row 22: 977 rows of 40 px.
    expect(screen.getByTestId('sizes').textContent).toBe(`0 ${977 * ROW} ${1000 * ROW}`);
  });

  it('moves the window with the scroll: 12 rows of overscan on each side', () => {
    render(<Harness count={1000} />);
    scrollTo(100 * ROW + 15); // row 100 at the top, partly scrolled
    expect(rendered()).toEqual(range(88, 122));
    expect(screen.getAllByRole('listitem')[0]!.dataset.start).toBe(String(88 * ROW));
    expect(screen.getByTestId('sizes').textContent).toBe(
      `${88 * ROW} ${(1000 - 123) * ROW} ${1000 * ROW}`,
    );
  });

  it('stops at the end of a short list', () => {
    render(<Harness count={5} />);
    expect(rendered()).toEqual(range(0, 4));
    expect(screen.getByTestId('sizes').textContent).toBe(`0 0 ${5 * ROW}`);
  });

  it('asks for the next page when the window comes within 20 rows of the end', () => {
    const fetchNextPage = vi.fn();
    const paging = { hasNextPage: true, isFetchingNextPage: false, fetchNextPage };
    render(<Harness count={100} paging={paging} />);
    expect(fetchNextPage).not.toHaveBeenCalled();
    // Row 60 at the top: the window ends at row 60 + 11 + 12 − 1 = 82 ≥ 100 − 20.
    scrollTo(60 * ROW);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('tells whether the box is at the top and which row is first in view', () => {
    const onViewportChange = vi.fn();
    render(<Harness count={1000} onViewportChange={onViewportChange} />);
    expect(onViewportChange).toHaveBeenLastCalledWith({ atTop: true, firstRow: 0 });
    scrollTo(ROW * 3 + 39);
    expect(onViewportChange).toHaveBeenLastCalledWith({ atTop: false, firstRow: 3 });
    const calls = onViewportChange.mock.calls.length;
    scrollTo(ROW * 3 + 1); // the same row: nothing new to tell
    expect(onViewportChange).toHaveBeenCalledTimes(calls);
    scrollTo(0);
    expect(onViewportChange).toHaveBeenLastCalledWith({ atTop: true, firstRow: 0 });
  });
});
