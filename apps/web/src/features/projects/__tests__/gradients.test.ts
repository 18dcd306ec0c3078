import { isSafeGradient, ProjectInputSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { gradientStyle } from '../lib/gradient-style';

// The demo content's gradients are checked against the API's seed in apps/api/test/projects.test.ts.
const accepted = [
  'linear-gradient(135deg, #3730a3 0%, #7c3aed 100%)',
  'linear-gradient(135deg, #1e1b4b 0%, #6d28d9 55%, #db2777 100%)',
  'linear-gradient(red, blue)',
  'LINEAR-GRADIENT(To Right, #FFF, #000)',
  'linear-gradient(to top left, transparent, #0008 20% 40%, #11223344)',
  'linear-gradient(0.25turn, rgb(55, 48, 163), rgba(124, 58, 237, 0.5) 100%)',
  'linear-gradient(-1.5rad, rgb(55 48 163 / 50%), hsl(270deg 80% 50%))',
  'repeating-linear-gradient(45deg, hsla(0, 0%, 0%, .2) 0% 10%, white 10% 20%)',
  'radial-gradient(circle, #fff, #000)',
  'radial-gradient(ellipse farthest-corner at 30% 40%, red, orange, yellow)',
  'radial-gradient(at top left, red 0%, blue 100%)',
  'repeating-radial-gradient(circle at center, red, blue 10%)',
  `linear-gradient(\n  90deg,\n  ${Array(8).fill('#abc').join(',\n  ')}\n)`,
];

const refused = [
  '',
  'red',
  '#3730a3',
  'url(https://x/y.png)',
  'linear-gradient(red, blue), url(x)',
  'linear-gradient(red, url(x))',
  'linear-gradient(red, blue) url(x)',
  'var(--x)',
  'linear-gradient(var(--x), blue)',
  'expression(alert(1))',
  'linear-gradient(red,blue);background:url(x)',
  'linear-gradient(red, blue)/**/',
  'linear-gradient(red, "blue")',
  "linear-gradient(red, 'blue')",
  'linear-gradient(red, b\\6c ue)',
  'linear-gradient(red, image-set(x))',
  'linear-gradient(red, rgb(calc(1), 2, 3))',
  'linear-gradient(red, rgb(1, 2, 3, 4, 5))',
  'linear-gradient(red, rgb(1, 2))',
  'linear-gradient(red, rgb(1, 2, 3)',
  'linear-gradient(red, blue',
  'linear-gradient(red)',
  `linear-gradient(${Array(9).fill('red').join(', ')})`,
  'linear-gradient(red,, blue)',
  'linear-gradient(red 10px, blue)',
  'linear-gradient(red 1% 2% 3%, blue)',
  'linear-gradient(#12, blue)',
  'linear-gradient(#ggg, blue)',
  'linear-gradient(to left right, red, blue)',
  'linear-gradient(to top bottom, red, blue)',
  'linear-gradient(135px, red, blue)',
  'radial-gradient(circle at, red, blue)',
  'conic-gradient(red, blue)',
  '-webkit-linear-gradient(red, blue)',
  'linear-gradient(blac\u212a, red)',
  'linear-gradient(red,\u00a0blue)',
  `linear-gradient(${'red, '.repeat(2_000)}blue)`,
  'x'.repeat(10_000),
];

describe('project gradients', () => {
  it.each(accepted)('accepts %j', (gradient) => {
    expect(isSafeGradient(gradient)).toBe(true);
  });

  it.each(refused)('refuses %j', (gradient) => {
    expect(isSafeGradient(gradient)).toBe(false);
  });

  it('answers quickly for long hostile text', () => {
    const hostile = [
      'linear-gradient(' + '('.repeat(10_000),
      ' '.repeat(10_000) + '!',
      'linear-gradient(red, ' + '1'.repeat(10_000) + 'x',
      'linear-gradient(' + 'rgb(1,2,3 '.repeat(1_000),
    ];
    const started = performance.now();
    for (const text of hostile) {
      expect(isSafeGradient(text)).toBe(false);
      expect(isSafeGradient(text.slice(0, 199))).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('is refused by the project input with a clear message', () => {
    const result = ProjectInputSchema.safeParse({ name: 'X', gradient: 'url(https://x/y.png)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['gradient'],
        message: 'Must be a CSS linear-gradient or radial-gradient of colours',
      }),
    ]);
    expect(ProjectInputSchema.parse({ name: 'X', gradient: ' ' }).gradient).toBeNull();
  });

  it('becomes a background image only when it is safe', () => {
    expect(gradientStyle('linear-gradient(red, blue)')).toEqual({
      backgroundImage: 'linear-gradient(red, blue)',
    });
    expect(gradientStyle('url(https://x/y.png)')).toBeUndefined();
    expect(gradientStyle(null)).toBeUndefined();
  });
});
