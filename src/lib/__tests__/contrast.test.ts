// Unit tests for the contrast arithmetic and the Prism theme adjuster used for code blocks in both colour modes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { themes } from 'prism-react-renderer';
import { contrastRatio, ensureContrast, parseColour, withAccessibleColours, type Rgb } from '../contrast';

const rgb = (colour: string): Rgb => parseColour(colour)!;

test('colours parse from hex, short hex, rgb() and rgba()', () => {
  assert.deepEqual(parseColour('#fff'), { r: 255, g: 255, b: 255, a: 1 });
  assert.deepEqual(parseColour('#1a5fa8'), { r: 26, g: 95, b: 168, a: 1 });
  assert.deepEqual(parseColour('rgb(98, 114, 164)'), { r: 98, g: 114, b: 164, a: 1 });
  assert.deepEqual(parseColour('rgba(0, 0, 0, 0.08)'), { r: 0, g: 0, b: 0, a: 0.08 });
  assert.equal(parseColour('hsl(1, 2%, 3%)'), undefined);
});

test('contrast ratios match WCAG reference values', () => {
  assert.equal(contrastRatio(rgb('#000'), rgb('#fff')).toFixed(1), '21.0');
  assert.equal(contrastRatio(rgb('#777'), rgb('#fff')).toFixed(2), '4.48');
  assert.ok(Math.abs(contrastRatio(rgb('#3578e5'), rgb('#fff')) - 4.22) < 0.02);
});

test('a colour that passes is kept; one that fails moves just far enough', () => {
  const white = rgb('#ffffff');
  assert.deepEqual(ensureContrast(rgb('#1a5fa8'), [white], 4.5), rgb('#1a5fa8'));
  const fixed = ensureContrast(rgb('#36acaa'), [white], 4.5);
  assert.ok(contrastRatio(fixed, white) >= 4.5);
  assert.ok(contrastRatio(fixed, white) < 5, 'not darkened more than needed');
  const onDark = ensureContrast(rgb('#6272a4'), [rgb('#282a36')], 4.5);
  assert.ok(contrastRatio(onDark, rgb('#282a36')) >= 4.5);
});

for (const [name, theme, overlay] of [
  ['github', themes.github, 'rgba(0, 0, 0, 0.08)'],
  ['dracula', themes.dracula, 'rgba(255, 255, 255, 0.12)'],
] as const) {
  test(`every token colour of the adjusted ${name} theme meets AA, on highlighted lines too`, () => {
    const adjusted = withAccessibleColours(theme, [overlay]);
    const background = rgb(String(adjusted.plain.backgroundColor));
    const highlighted = rgb(overlay);
    const paintedHighlight: Rgb = {
      r: highlighted.r * highlighted.a + background.r * (1 - highlighted.a),
      g: highlighted.g * highlighted.a + background.g * (1 - highlighted.a),
      b: highlighted.b * highlighted.a + background.b * (1 - highlighted.a),
      a: 1,
    };
    for (const colour of [adjusted.plain.color, ...adjusted.styles.map((entry) => entry.style.color)]) {
      if (colour === undefined) continue;
      for (const under of [background, paintedHighlight]) {
        assert.ok(contrastRatio(rgb(colour), under) >= 4.5, `${colour} on ${JSON.stringify(under)}`);
      }
    }
    assert.equal(adjusted.styles.length, theme.styles.length);
  });
}
