/** SPEC §9: the chat panel's default size and the limits of the desktop drag-resize. */
export const PANEL_SIZE = {
  default: { width: 384, height: 500 },
  width: { min: 300, max: 600 },
  height: { min: 400, max: 700 },
  /** Below this viewport width the panel is 90vw by 80vh and not resizable. */
  desktopMinViewport: 768,
  /** Arrow keys on the resize handle move by this much (Shift: three times as much). */
  keyboardStep: 20,
} as const;

export type PanelSize = { width: number; height: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const clampPanelSize = ({ width, height }: PanelSize): PanelSize => ({
  width: Math.round(clamp(width, PANEL_SIZE.width.min, PANEL_SIZE.width.max)),
  height: Math.round(clamp(height, PANEL_SIZE.height.min, PANEL_SIZE.height.max)),
});

/**
 * The size after dragging the top-left corner by (dx, dy) from where the drag started. The panel
 * is anchored bottom-right, so moving the corner left or up makes it bigger.
 */
export const resizeByDrag = (start: PanelSize, dx: number, dy: number): PanelSize =>
  clampPanelSize({ width: start.width - dx, height: start.height - dy });

/** The size after an arrow key on the resize handle, or null for any other key. */
export function resizeByKey(size: PanelSize, key: string, large: boolean): PanelSize | null {
  const step = PANEL_SIZE.keyboardStep * (large ? 3 : 1);
  const change: Record<string, [number, number]> = {
    ArrowLeft: [step, 0],
    ArrowRight: [-step, 0],
    ArrowUp: [0, step],
    ArrowDown: [0, -step],
  };
  const delta = change[key];
  if (!delta) return null;
  return clampPanelSize({ width: size.width + delta[0], height: size.height + delta[1] });
}
