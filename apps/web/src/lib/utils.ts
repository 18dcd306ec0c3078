import { type ClassValue, clsx } from 'clsx';

/** A `tel:` link's address for a phone number as written (`+971 4 555 0142` → `tel:+97145550142`). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Tailwind classes joined, a later class overriding an earlier one that sets the same thing
 * (`cn('px-4 py-2', 'px-6')` → `py-2 px-6`), as tailwind-merge does, for the utilities this app
 * uses: tailwind-merge itself weighs 9 kB (gzip), a fifth of the first page's budget after
 * React. A test holds this to tailwind-merge's answer for every pair of classes in the sources.
 */
export function cn(...inputs: ClassValue[]) {
  const joined = clsx(inputs);
  let merged = merges.get(joined);
  if (merged === undefined) {
    // The same few hundred class lists come again for every row of a list: merged once each.
    if (merges.size >= 2000) merges.clear();
    merged = merge(joined);
    merges.set(joined, merged);
  }
  return merged;
}

const merges = new Map<string, string>();

function merge(joined: string) {
  const classes = joined.split(' ');
  const kept: string[] = [];
  const taken = new Set<string>();
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index]!;
    if (!name) continue;
    const parsed = parseClass(name);
    if (!parsed) {
      kept.push(name);
      continue;
    }
    const key = parsed.modifiers + parsed.group;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const overridden of CONFLICTS[parsed.group] ?? [])
      taken.add(parsed.modifiers + overridden);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

/** `dark:hover:!px-4` → variants `dark:hover:` (sorted), important, group `px`. */
function parseClass(name: string) {
  let depth = 0;
  let start = 0;
  const variants: string[] = [];
  for (let index = 0; index < name.length; index++) {
    const char = name[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      variants.push(name.slice(start, index));
      start = index + 1;
    }
  }
  let base = name.slice(start);
  const important = base.startsWith('!') || base.endsWith('!');
  base = base.replace(/^!|!$/g, '');
  const group = groupOf(base.replace(/^-/, ''));
  if (!group) return undefined;
  return { group, modifiers: `${variants.sort().join(':')}${important ? '!' : ''}|` };
}

const SIZES = '(?:xs|sm|md|lg|xl|[2-9]xl)';
const LENGTH = /^\[(?:\d|\.|calc|clamp|min|max|var\(--[\w-]*(?:size|width|height))/;

/** The property (group) a utility sets, or undefined for a class that is not a known utility. */
const RULES: [RegExp, string | ((match: RegExpExecArray) => string)][] = [
  [/^\[([a-z-]+):/, (m) => `[${m[1]}]`],
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|hidden|table|flow-root|list-item)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^(isolate|isolation-auto)$/, 'isolation'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^(tabular-nums|proportional-nums)$/, 'fvn-spacing'],
  [/^(grayscale)(-|$)/, 'grayscale'],
  [/^filter$/, 'filter'],
  [/^(p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me)-/, (m) => m[1]!],
  [/^(space-x|space-y|gap-x|gap-y|gap)-/, (m) => m[1]!],
  [/^(size|min-w|min-h|max-w|max-h|w|h)-/, (m) => m[1]!],
  [/^(inset-x|inset-y|inset|top|right|bottom|left|start|end)-/, (m) => m[1]!],
  [
    /^(z|order|col-span|col-start|col-end|row-span|row-start|row-end|grid-cols|grid-rows|basis|grow|shrink)(-|$)/,
    (m) => m[1]!,
  ],
  [/^flex-(row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [/^items-/, 'align-items'],
  [/^justify-/, 'justify-content'],
  [/^self-/, 'align-self'],
  [/^content-/, 'align-content'],
  [new RegExp(`^text-(?:base|${SIZES})(?:/.+)?$`), 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-alignment'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-(.*)$/, (m) => (LENGTH.test(m[1]!) ? 'font-size' : 'text-color')],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [
    /^(leading|tracking|whitespace|hyphens|line-clamp|cursor|pointer-events|select|touch|animate|duration|delay|ease|opacity|aspect|overscroll|fill|stroke|rotate|scale|blur|brightness|drop-shadow|backdrop-blur|underline-offset|scroll-mt|scroll-mb)(-|$)/,
    (m) => m[1]!,
  ],
  [/^break-(words|all|keep|normal)$/, 'break'],
  [/^wrap-(break-word|anywhere|normal)$/, 'overflow-wrap'],
  [/^object-(cover|contain|fill|none|scale-down)$/, 'object-fit'],
  [
    /^object-(center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom)$/,
    'object-position',
  ],
  [/^resize(-|$)/, 'resize'],
  [/^list-(disc|decimal|none)$/, 'list-style-type'],
  [/^(translate-x|translate-y)-/, (m) => m[1]!],
  [/^overflow-(x|y)-/, (m) => `overflow-${m[1]}`],
  [/^overflow-/, 'overflow'],
  [/^bg-(none|\[(?:url|linear-gradient|radial-gradient))/, 'bg-image'],
  [/^bg-clip-/, 'bg-clip'],
  [/^bg-\[(?:size|length):/, 'bg-size'],
  [/^bg-\[position:/, 'bg-position'],
  [/^bg-/, 'bg-color'],
  [/^(from|via|to)-/, (m) => `gradient-${m[1]}`],
  [new RegExp(`^rounded(-(?:none|full|${SIZES}|\\[.+\\]))?$`), 'rounded'],
  [/^rounded-(tl|tr|br|bl|ss|se|ee|es|t|r|b|l|s|e)(-|$)/, (m) => `rounded-${m[1]}`],
  [/^border(-(?:0|2|4|8|\[\d.*\]))?$/, 'border-w'],
  [/^border-(x|y|t|r|b|l|s|e)(-(?:0|2|4|8))?$/, (m) => `border-w-${m[1]}`],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border-/, 'border-color'],
  [/^divide-(x|y)(-\d+)?$/, (m) => `divide-${m[1]}`],
  [/^ring(-(?:0|1|2|4|8))?$/, 'ring-w'],
  [/^ring-inset$/, 'ring-inset'],
  [/^ring-offset-(0|1|2|4|8)$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-/, 'ring-color'],
  [/^outline(-(?:0|1|2|4|8))?$/, 'outline-w'],
  [/^outline-(none|dashed|dotted|double|solid|hidden)$/, 'outline-style'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline-/, 'outline-color'],
  [new RegExp(`^shadow(-(?:none|inner|${SIZES}))?$`), 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^decoration-/, 'decoration-color'],
  [/^accent-/, 'accent-color'],
  [/^align-(baseline|top|middle|bottom|text-top|text-bottom|sub|super)$/, 'vertical-align'],
  [/^transition(-|$)/, 'transition'],
];

function groupOf(base: string): string | undefined {
  for (const [pattern, group] of RULES) {
    const match = pattern.exec(base);
    if (match) return typeof group === 'string' ? group : group(match);
  }
  return undefined;
}

/** A later class of the key's group also overrides these groups set earlier. */
const CONFLICTS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  'line-clamp': ['display', 'overflow'],
  'font-size': ['leading'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-s', 'rounded-e']
    .concat(['rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl', 'rounded-ss', 'rounded-se'])
    .concat(['rounded-ee', 'rounded-es']),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'border-w': [
    'border-w-x',
    'border-w-y',
    'border-w-t',
    'border-w-r',
    'border-w-b',
    'border-w-l',
  ].concat(['border-w-s', 'border-w-e']),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
};
