/**
 * A project's `gradient` is rendered as CSS `background-image`, so only a gradient of colours is
 * accepted: `linear-gradient(...)` or `radial-gradient(...)` (or their `repeating-` forms) with
 * an optional direction or shape, then 2 to 8 colour stops. A stop is a colour (`#rgb`, `#rgba`,
 * `#rrggbb`, `#rrggbbaa`, a keyword such as `red` or `transparent`, or `rgb()`, `rgba()`,
 * `hsl()`, `hsla()` of numbers) with up to two `<number>%` positions. Anything else (`url()`,
 * `var()`, other functions, quotes, backslashes, `;`, comments, a second image) is refused.
 */
export const MAX_GRADIENT_LENGTH = 200;
export const GRADIENT_MESSAGE = 'Must be a CSS linear-gradient or radial-gradient of colours';

/**
 * One token, with the CSS white space around it: a `#` word, a number with its unit, a word of
 * ASCII letters and hyphens, or one of `( ) , /`. Every part is unambiguous, so a failed match
 * costs linear time; any other character (quote, backslash, `;`, `:`, `*`, a non-ASCII letter)
 * ends the scan. Without the `u` flag, `i` matches no non-ASCII letter (such as the Kelvin sign).
 */
const TOKEN =
  /[ \t\n\r\f]*(#[0-9a-z]+|-?(?:\d+(?:\.\d+)?|\.\d+)[a-z%]*|[a-z]+(?:-[a-z]+)*|[(),/])[ \t\n\r\f]*/giy;
const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)([a-z%]*)$/;
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
const GRADIENT = /^(?:repeating-)?(linear|radial)-gradient$/;
const COLOUR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla']);
const SIDES = new Set(['top', 'bottom', 'left', 'right']);
const POSITIONS = new Set(['top', 'bottom', 'left', 'right', 'center']);
const SHAPES = new Set(['circle', 'ellipse']);
const EXTENTS = new Set(['closest-side', 'closest-corner', 'farthest-side', 'farthest-corner']);

function tokenize(text: string): string[] | undefined {
  const tokens: string[] = [];
  let consumed = 0;
  for (const match of text.matchAll(TOKEN)) {
    tokens.push(match[1]!.toLowerCase());
    consumed += match[0].length;
  }
  return consumed === text.length ? tokens : undefined;
}

/** A number token whose unit (possibly none) is one of `units`. */
const isNumber = (token: string | undefined, units: readonly string[]) => {
  const unit = token === undefined ? undefined : NUMBER.exec(token)?.[1];
  return unit !== undefined && units.includes(unit);
};

/** `rgb(` numbers `)`: 3 or 4 numbers, each after the first optionally behind `,` or `/`. */
function isColourFunction(tokens: string[]) {
  const [name, open, ...rest] = tokens;
  if (!COLOUR_FUNCTIONS.has(name!) || open !== '(' || rest.pop() !== ')') return false;
  let numbers = 0;
  for (let i = 0; i < rest.length; i++) {
    if (numbers > 0 && (rest[i] === ',' || rest[i] === '/')) i++;
    if (!isNumber(rest[i], ['', '%', 'deg'])) return false;
    numbers++;
  }
  return numbers === 3 || numbers === 4;
}

/** A colour, then at most two `<number>%` positions. */
function isColourStop(part: string[]) {
  const end = part[1] === '(' ? part.indexOf(')') + 1 : 1;
  if (end === 0) return false;
  const colour = part.slice(0, end);
  const positions = part.slice(end);
  const colourOk =
    colour.length === 1
      ? HEX_COLOUR.test(colour[0]!) || /^[a-z]+$/.test(colour[0]!)
      : isColourFunction(colour);
  return colourOk && positions.length <= 2 && positions.every((token) => isNumber(token, ['%']));
}

/** `135deg`, `0.25turn`, `to right`, `to top left`. */
function isLinearDirection(part: string[]) {
  if (part.length === 1) return isNumber(part[0], ['deg', 'turn', 'rad', 'grad']);
  const [to, first, second, ...rest] = part;
  if (to !== 'to' || !SIDES.has(first!) || rest.length > 0) return false;
  if (second === undefined) return true;
  const vertical = (side: string) => side === 'top' || side === 'bottom';
  return SIDES.has(second) && vertical(first!) !== vertical(second);
}

/** `circle`, `ellipse farthest-corner`, `circle at 30% 40%`, `at top left`. */
function isRadialShape(part: string[]) {
  let i = 0;
  if (SHAPES.has(part[i]!)) i++;
  if (EXTENTS.has(part[i]!)) i++;
  if (part[i] !== 'at') return i > 0 && i === part.length;
  const position = part.slice(i + 1);
  return (
    position.length >= 1 &&
    position.length <= 2 &&
    position.every((token) => POSITIONS.has(token) || isNumber(token, ['%']))
  );
}

/** Whether `value` is a gradient of colours that is safe to use as `background-image`. */
export function isSafeGradient(value: string): boolean {
  if (value.length > MAX_GRADIENT_LENGTH) return false;
  const tokens = tokenize(value);
  const kind = tokens && GRADIENT.exec(tokens[0] ?? '')?.[1];
  if (!tokens || !kind || tokens[1] !== '(' || tokens.at(-1) !== ')') return false;

  // The arguments, split at the commas outside the colour functions' parentheses.
  const parts: string[][] = [[]];
  let depth = 0;
  for (const token of tokens.slice(2, -1)) {
    if (token === '(') depth++;
    if (token === ')') depth--;
    if (depth < 0 || depth > 1) return false;
    if (token === ',' && depth === 0) parts.push([]);
    else parts.at(-1)!.push(token);
  }
  if (depth !== 0) return false;

  const first = parts[0]!;
  const hasPrelude = kind === 'linear' ? isLinearDirection(first) : isRadialShape(first);
  const stops = hasPrelude ? parts.slice(1) : parts;
  return stops.length >= 2 && stops.length <= 8 && stops.every(isColourStop);
}
