import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { MEDIA_WIDTHS, type MediaFormat } from '@app/contracts';
import { badRequest } from '../../lib/http-error.js';

/** The types the library takes, read from the content (never the name or the declared type). */
export const MEDIA_TYPES = {
  'image/jpeg': { format: 'jpeg', label: 'JPEG' },
  'image/png': { format: 'png', label: 'PNG' },
  'image/webp': { format: 'webp', label: 'WebP' },
  'image/avif': { format: 'heif', label: 'AVIF' },
} as const;
export type MediaType = keyof typeof MEDIA_TYPES;
const ACCEPTED = Object.values(MEDIA_TYPES)
  .map((type) => type.label)
  .join(', ');

/**
 * Larger images are refused before they are decoded: 40 megapixels (an 8000 × 5000 photo) is
 * more than any page needs, and a small file claiming huge dimensions (a "pixel bomb") would
 * otherwise take the server's memory.
 */
export const MAX_PIXELS = 40_000_000;
/** Neither side may be longer than this (a 1 × 40,000,000 strip is within the pixel limit). */
export const MAX_SIDE = 12_000;
/** The placeholder is made from a version at most this wide and high (ThumbHash's limit). */
const PLACEHOLDER_SIZE = 100;

/**
 * Encoder settings chosen so that a 3000 × 2000 photo is done in well under three seconds on
 * one core: AVIF at effort 1 (of 9) and WebP at effort 4 (of 6) lose little size against
 * their slowest settings; the qualities are those at which photos show no visible artefacts.
 */
const AVIF = { quality: 55, effort: 1 };
const WEBP = { quality: 78, effort: 4 };

export type ProcessedFile = { data: Buffer; width: number; height: number };
export type ProcessedImage = {
  type: MediaType;
  /** The image re-encoded in its own type, turned upright, without its metadata (EXIF, GPS). */
  original: ProcessedFile;
  variants: (ProcessedFile & { format: MediaFormat })[];
  /** ThumbHash, base64. */
  placeholder: string;
};

const refused = (detail: string) => badRequest(detail);

/** Whether the bytes look like an SVG document (text, with an `<svg` element near the start). */
const looksLikeSvg = (bytes: Buffer) =>
  /<svg[\s>/]/i.test(bytes.subarray(0, 4096).toString('utf8'));

/** The accepted type of the bytes, by their magic numbers, or a refusal naming the problem. */
export async function mediaTypeOf(bytes: Buffer, name: string): Promise<MediaType> {
  const detected = (await fileTypeFromBuffer(bytes).catch(() => undefined))?.mime;
  if (detected && detected in MEDIA_TYPES) return detected as MediaType;
  if (looksLikeSvg(bytes)) {
    throw refused(
      `"${name}" is an SVG drawing: SVG images are not accepted (they can carry scripts). ` +
        `Export it as ${ACCEPTED}.`,
    );
  }
  throw refused(`"${name}" is not an accepted image. Accepted: ${ACCEPTED}.`);
}

const encode = (image: Sharp, format: MediaFormat | 'jpeg' | 'png') => {
  switch (format) {
    case 'avif':
      return image.avif(AVIF);
    case 'webp':
      return image.webp(WEBP);
    case 'jpeg':
      return image.jpeg({ quality: 88, mozjpeg: false });
    case 'png':
      return image.png({ compressionLevel: 6 });
  }
};

async function output(image: Sharp): Promise<ProcessedFile> {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The widths of the variants: those of MEDIA_WIDTHS the image reaches, else its own. */
export const variantWidths = (width: number) => {
  const widths = MEDIA_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
};

/**
 * Reads an upload (type checked by content first) and makes what the library keeps of it: the
 * original upright and without metadata, the variants (each width of MEDIA_WIDTHS up to the
 * image's own, in AVIF and WebP) and a ThumbHash placeholder. A file that cannot be decoded
 * (damaged, cut short), of another format than its magic numbers say, or too large in pixels
 * is refused with a 400.
 */
export async function processImage(bytes: Buffer, name: string): Promise<ProcessedImage> {
  const type = await mediaTypeOf(bytes, name);
  const input = () =>
    sharp(bytes, {
      limitInputPixels: MAX_PIXELS,
      failOn: 'truncated',
      animated: false,
    }).autoOrient();

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refused(`"${name}" could not be read as an image: it is damaged or incomplete.`);
  }
  const expected = MEDIA_TYPES[type].format;
  const isAvif = metadata.format !== 'heif' || metadata.compression === 'av1';
  if (metadata.format !== expected || !isAvif) {
    throw refused(`"${name}" is not an accepted image. Accepted: ${ACCEPTED}.`);
  }
  const { width = 0, height = 0 } = metadata.autoOrient ?? metadata;
  if (width < 1 || height < 1) {
    throw refused(`"${name}" could not be read as an image: it is damaged or incomplete.`);
  }
  if (width * height > MAX_PIXELS || width > MAX_SIDE || height > MAX_SIDE) {
    throw refused(
      `"${name}" is ${width} × ${height} pixels: images may have at most ` +
        `${MAX_PIXELS / 1_000_000} megapixels and ${MAX_SIDE} pixels a side.`,
    );
  }

  try {
    const originalFormat = type === 'image/avif' ? 'avif' : (expected as 'jpeg' | 'png' | 'webp');
    const widths = variantWidths(width);
    // Decoded twice only: for the original, and once at the largest variant's width, whose
    // pixels every variant and the placeholder are then made from.
    const [original, base] = await Promise.all([
      output(encode(input(), originalFormat)),
      input()
        .resize({ width: Math.max(...widths), withoutEnlargement: true })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ]);
    const fromBase = () =>
      sharp(base.data, {
        raw: { width: base.info.width, height: base.info.height, channels: base.info.channels },
      });
    const [placeholder, ...variants] = await Promise.all([
      thumbHash(fromBase()),
      ...widths.flatMap((target) =>
        (['avif', 'webp'] as const).map(async (format) => ({
          ...(await output(encode(fromBase().resize({ width: target }), format))),
          format,
        })),
      ),
    ]);
    return { type, original, variants, placeholder };
  } catch {
    // Only the decoder and the encoders run here: a file whose data fails half-way (cut short,
    // damaged) after its header read well.
    throw refused(`"${name}" could not be read as an image: it is damaged or incomplete.`);
  }
}

/** The image's ThumbHash, made from a version at most 100 × 100 pixels, as base64. */
async function thumbHash(image: Sharp) {
  const { data, info } = await image
    .resize(PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}
