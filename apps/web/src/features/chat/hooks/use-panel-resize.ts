import { useRef } from 'react';
import { type PanelSize, resizeByDrag, resizeByKey } from '../lib/panel-size';

/**
 * Handlers for the panel's top-left resize handle: pointer drag (captured, so the drag goes on
 * outside the handle) and arrow keys when the handle has focus.
 */
export function usePanelResize(size: PanelSize, onResize: (size: PanelSize) => void) {
  const drag = useRef<{ pointerId: number; x: number; y: number; start: PanelSize } | null>(null);

  return {
    onPointerDown(event: React.PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        start: size,
      };
    },
    onPointerMove(event: React.PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      onResize(resizeByDrag(current.start, event.clientX - current.x, event.clientY - current.y));
    },
    onPointerUp(event: React.PointerEvent<HTMLElement>) {
      if (drag.current?.pointerId !== event.pointerId) return;
      drag.current = null;
      if (event.currentTarget.hasPointerCapture(event.pointerId)) {
        event.currentTarget.releasePointerCapture(event.pointerId);
      }
    },
    onPointerCancel() {
      drag.current = null;
    },
    onKeyDown(event: React.KeyboardEvent<HTMLElement>) {
      const next = resizeByKey(size, event.key, event.shiftKey);
      if (!next) return;
      event.preventDefault();
      onResize(next);
    },
  };
}
