import { describe, expect, it } from 'vitest';
import { nextSelection } from '../hooks/use-selection';

const ORDER = [10, 20, 30, 40, 50];

describe('the selection of applicants', () => {
  it('selects and unselects one applicant without Shift', () => {
    const one = nextSelection(new Set(), ORDER, 30, true, 10, false);
    expect([...one]).toEqual([30]);
    expect([...nextSelection(one, ORDER, 30, false, 30, false)]).toEqual([]);
  });

  it('selects the range from the last one clicked with Shift, in either direction', () => {
    expect([...nextSelection(new Set([20]), ORDER, 40, true, 20, true)].sort()).toEqual([
      20, 30, 40,
    ]);
    expect([...nextSelection(new Set([40]), ORDER, 10, true, 40, true)].sort()).toEqual([
      10, 20, 30, 40,
    ]);
  });

  it('unselects a range with Shift, and keeps ids outside the list', () => {
    const all = new Set([...ORDER, 99]);
    expect([...nextSelection(all, ORDER, 20, false, 40, true)].sort()).toEqual([10, 50, 99]);
  });

  it('takes only the clicked one when the last clicked is not in the list', () => {
    expect([...nextSelection(new Set(), ORDER, 20, true, 77, true)]).toEqual([20]);
    expect([...nextSelection(new Set(), ORDER, 20, true, null, true)]).toEqual([20]);
  });
});
