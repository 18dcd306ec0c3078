import { describe, expect, it } from 'vitest';
import { clampPanelSize, PANEL_SIZE, resizeByDrag, resizeByKey } from '../lib/panel-size';

describe('the chat panel size', () => {
  it('starts at 384 by 500', () => {
    expect(PANEL_SIZE.default).toEqual({ width: 384, height: 500 });
  });

  it('grows when the top-left corner is dragged left and up', () => {
    expect(resizeByDrag({ width: 384, height: 500 }, -100, -50)).toEqual({
      width: 484,
      height: 550,
    });
    expect(resizeByDrag({ width: 384, height: 500 }, 40, 30)).toEqual({ width: 344, height: 470 });
  });

  it('stays within 300 to 600 wide and 400 to 700 high', () => {
    expect(resizeByDrag({ width: 384, height: 500 }, -1000, -1000)).toEqual({
      width: 600,
      height: 700,
    });
    expect(resizeByDrag({ width: 384, height: 500 }, 1000, 1000)).toEqual({
      width: 300,
      height: 400,
    });
    expect(clampPanelSize({ width: 299.6, height: 700.4 })).toEqual({ width: 300, height: 700 });
  });

  it('follows the arrow keys, in larger steps with Shift', () => {
    const size = { width: 384, height: 500 };
    expect(resizeByKey(size, 'ArrowLeft', false)).toEqual({ width: 404, height: 500 });
    expect(resizeByKey(size, 'ArrowRight', false)).toEqual({ width: 364, height: 500 });
    expect(resizeByKey(size, 'ArrowUp', true)).toEqual({ width: 384, height: 560 });
    expect(resizeByKey(size, 'ArrowDown', false)).toEqual({ width: 384, height: 480 });
    expect(resizeByKey({ width: 600, height: 700 }, 'ArrowLeft', true)).toEqual({
      width: 600,
      height: 700,
    });
    expect(resizeByKey(size, 'Enter', false)).toBeNull();
  });
});
