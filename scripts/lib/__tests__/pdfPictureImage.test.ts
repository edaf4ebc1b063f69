import { test } from 'node:test';
import assert from 'node:assert/strict';
import { backgroundColour, cropHeightMm, lastContentRow, parsePpm } from '../pdfPictureImage';

/** A white P6 image with one grey pixel at (x, y). */
function ppm(width: number, height: number, mark?: { x: number; y: number }): Uint8Array {
  const header = new TextEncoder().encode(`P6\n${width} ${height}\n255\n`);
  const data = new Uint8Array(width * height * 3).fill(255);
  if (mark) data.fill(100, (mark.y * width + mark.x) * 3, (mark.y * width + mark.x) * 3 + 3);
  const file = new Uint8Array(header.length + data.length);
  file.set(header);
  file.set(data, header.length);
  return file;
}

test('reads a binary PPM as pdftoppm writes it', () => {
  const pixmap = parsePpm(ppm(4, 3));
  assert.equal(pixmap.width, 4);
  assert.equal(pixmap.height, 3);
  assert.equal(pixmap.data.length, 36);
  assert.throws(() => parsePpm(new TextEncoder().encode('P3\n1 1\n255\n0 0 0')), /P6/);
});

test('finds the last row that differs from the background', () => {
  assert.equal(lastContentRow(parsePpm(ppm(5, 10, { x: 3, y: 6 }))), 6);
  assert.equal(lastContentRow(parsePpm(ppm(5, 10))), -1);
});

test('the background is what most corners share, even when a block covers the top-left corner', () => {
  const pixmap = parsePpm(ppm(5, 10, { x: 0, y: 0 }));
  assert.deepEqual(backgroundColour(pixmap), [255, 255, 255]);
  assert.equal(lastContentRow(pixmap), 0);
});

test('crops below the content with a margin, in 5 mm steps; tall or blank pages stay whole', () => {
  const perMm = 192 / 25.4;
  assert.equal(cropHeightMm(Math.round(22 * perMm), perMm, 297), 35);
  assert.equal(cropHeightMm(Math.round(250 * perMm), perMm, 297), undefined);
  assert.equal(cropHeightMm(-1, perMm, 297), undefined);
});
