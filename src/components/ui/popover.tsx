import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface PopoverProps {
  /** Content of the toggle button. */
  trigger: ReactNode;
  /** Accessible name of the toggle button when its visible text is terse; must contain it. */
  triggerLabel?: string;
  /** Accessible name of the panel (a non-modal dialog). */
  panelLabel: string;
  className?: string;
  triggerClassName?: string;
  /** Panel content; gets a function that closes the panel and returns focus to the button. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a small non-modal panel below it. Escape or a click outside closes it;
 * closing with Escape returns focus to the button.
 */
export function Popover({
  trigger,
  triggerLabel,
  panelLabel,
  className,
  triggerClassName,
  children,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  // Bumped to move focus back to the button after the panel closes itself.
  const [focusRequest, setFocusRequest] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  useEffect(() => {
    if (focusRequest > 0) button.current?.focus();
  }, [focusRequest]);

  const close = () => {
    setOpen(false);
    setFocusRequest((n) => n + 1);
  };

  return (
    <div ref={root} className={['popover', className].filter(Boolean).join(' ')}>
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {trigger}
      </button>
      {open && (
        <div id={panelId} role="dialog" aria-label={panelLabel} className="popover-panel">
          {children(close)}
        </div>
      )}
    </div>
  );
}
