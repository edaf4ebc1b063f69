// The crop rule of `npm run pictures`: how far down a rendered page its content reaches, read from pdftoppm's PPM.
// Pure, so it is unit-tested.

export interface Pixmap {
  width: number;
  height: number;
  /** RGB bytes, row by row. */
  data: Uint8Array;
}

/** Reads a binary PPM (P6, maxval 255), as `pdftoppm` writes by default. */
export function parsePpm(buffer: Uint8Array): Pixmap {
  // Header: "P6", width, height, maxval, separated by whitespace (comments are not written by pdftoppm).
  const fields: string[] = [];
  let index = 0;
  while (fields.length < 4) {
    while (index < buffer.length && /\s/.test(String.fromCharCode(buffer[index]!))) index += 1;
    let field = '';
    while (index < buffer.length && !/\s/.test(String.fromCharCode(buffer[index]!))) field += String.fromCharCode(buffer[index++]!);
    if (field === '') throw new Error('not a PPM file: the header ends early');
    fields.push(field);
  }
  index += 1; // the single whitespace byte after maxval
  const [magic, width, height, maxval] = [fields[0], Number(fields[1]), Number(fields[2]), Number(fields[3])];
  if (magic !== 'P6' || maxval !== 255) throw new Error(`not an 8-bit P6 PPM file (${magic}, maxval ${maxval})`);
  const data = buffer.subarray(index, index + width * height * 3);
  if (data.length !== width * height * 3) throw new Error('PPM file is shorter than its header says');
  return { width, height, data };
}

/** The page's background: the colour most of the four corners share (a positioned block may cover one corner). */
export function backgroundColour(pixmap: Pixmap): [number, number, number] {
  const { width, height, data } = pixmap;
  const at = (x: number, y: number): [number, number, number] => {
    const offset = (y * width + x) * 3;
    return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
  };
  // Bottom corners first: when no colour wins, the foot of the page is the likelier margin.
  const corners = [at(0, height - 1), at(width - 1, height - 1), at(0, 0), at(width - 1, 0)];
  const count = (colour: number[]) => corners.filter((other) => other.every((value, index) => value === colour[index])).length;
  return corners.reduce((best, colour) => (count(colour) > count(best) ? colour : best), corners[0]!);
}

/**
 * The last row (0-based) with a pixel that differs from the page's background; -1 when the page is blank.
 * `tolerance` is the largest channel difference still counted as background (anti-aliasing, noise in page images).
 */
export function lastContentRow(pixmap: Pixmap, tolerance = 12): number {
  const { width, height, data } = pixmap;
  const [r, g, b] = backgroundColour(pixmap);
  for (let y = height - 1; y >= 0; y -= 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      if (
        Math.abs(data[offset]! - r) > tolerance ||
        Math.abs(data[offset + 1]! - g) > tolerance ||
        Math.abs(data[offset + 2]! - b) > tolerance
      ) {
        return y;
      }
    }
  }
  return -1;
}

/** Space kept below the content when a picture is cropped, and the step crop heights are rounded up to. */
export const CROP_MARGIN_MM = 10;
export const CROP_STEP_MM = 5;
/** Pages whose content reaches past this share of the height are shown whole. */
export const CROP_LIMIT = 0.8;

/**
 * Millimetres from the top to keep, or undefined to keep the whole page: the content's last row, plus the margin,
 * rounded up to the step. A blank page is kept whole (the picture then shows that nothing is drawn).
 */
export function cropHeightMm(lastRow: number, pixelsPerMm: number, pageHeightMm: number): number | undefined {
  if (lastRow < 0) return undefined;
  const contentMm = (lastRow + 1) / pixelsPerMm;
  const cropMm = Math.ceil((contentMm + CROP_MARGIN_MM) / CROP_STEP_MM) * CROP_STEP_MM;
  return cropMm >= pageHeightMm * CROP_LIMIT ? undefined : cropMm;
}
