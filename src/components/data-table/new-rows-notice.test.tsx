import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NewRowsNotice } from './new-rows-notice.tsx';

const NOUN = ['order', 'orders'] as const;

describe('NewRowsNotice', () => {
  it('is absent while nothing is new', () => {
    const { container } = render(
      <NewRowsNotice count={0} more={false} noun={NOUN} onShow={() => undefined} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('counts in words, singular and plural, and says when there may be more', () => {
    const { rerender } = render(
      <NewRowsNotice count={1} more={false} noun={NOUN} onShow={() => undefined} />,
    );
    expect(screen.getByRole('button').textContent).toBe('↑ 1 new order');
    expect(screen.getByRole('button', { name: '1 new order' })).toBeTruthy();
    rerender(<NewRowsNotice count={3} more={false} noun={NOUN} onShow={() => undefined} />);
    expect(screen.getByRole('button', { name: '3 new orders' })).toBeTruthy();
    rerender(<NewRowsNotice count={1234} more noun={NOUN} onShow={() => undefined} />);
    expect(screen.getByRole('button', { name: '1,234+ new orders' })).toBeTruthy();
  });

  it('shows them when pressed', () => {
    const onShow = vi.fn();
    render(<NewRowsNotice count={2} more={false} noun={NOUN} onShow={onShow} />);
    fireEvent.click(screen.getByRole('button', { name: '2 new orders' }));
    expect(onShow).toHaveBeenCalledTimes(1);
  });
});
