// WCAG colour contrast arithmetic, and a Prism theme adjuster that darkens (or lightens) only the token colours that
// fall short of AA against the code block background, so a familiar theme keeps its look and passes in both modes.
import type { PrismTheme } from 'prism-react-renderer';

export interface Rgb {
  r: number;
  g: number;
  b: number;
  /** 0–1 */
  a: number;
}

/** Parses `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()` and `rgba()`; undefined for anything else (named colours, hsl). */
export function parseColour(colour: string): Rgb | undefined {
  const value = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (index: number) => parseInt(full.slice(index, index + 2), 16);
    return { r: channel(0), g: channel(2), b: channel(4), a: full.length === 8 ? channel(6) / 255 : 1 };
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(value);
  if (rgb) return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: rgb[4] === undefined ? 1 : Number(rgb[4]) };
  return undefined;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** A (possibly translucent) colour painted over an opaque background. */
export function blend(top: Rgb, background: Rgb): Rgb {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, background.r), g: mix(top.g, background.g), b: mix(top.b, background.b), a: 1 };
}

function luminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio (1–21) of a text colour over an opaque background. */
export function contrastRatio(text: Rgb, background: Rgb): number {
  const [light, dark] = [luminance(blend(text, background)), luminance(background)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour closest to `text` (mixed step by step towards black on light backgrounds, white on dark ones) whose
 * contrast meets `minRatio` over every background.
 */
export function ensureContrast(text: Rgb, backgrounds: readonly Rgb[], minRatio: number): Rgb {
  const worst = (colour: Rgb) => Math.min(...backgrounds.map((background) => contrastRatio(colour, background)));
  const opaque = blend(text, backgrounds[0]!);
  if (text.a === 1 && worst(text) >= minRatio) return text;
  if (worst(opaque) >= minRatio) return opaque;
  const darkBackground = luminance(backgrounds[0]!) < 0.18;
  const target = darkBackground ? 255 : 0;
  for (let step = 1; step <= 100; step++) {
    const t = step / 100;
    const towards = (channel: number) => Math.round(channel + (target - channel) * t);
    const candidate = { r: towards(opaque.r), g: towards(opaque.g), b: towards(opaque.b), a: 1 };
    if (worst(candidate) >= minRatio) return candidate;
  }
  return { r: target, g: target, b: target, a: 1 };
}

/**
 * A copy of a Prism theme whose plain and token colours all meet `minRatio` over its background and over any extra
 * backgrounds (e.g. the highlighted-line colour painted over it).
 */
export function withAccessibleColours(theme: PrismTheme, overlays: readonly string[] = [], minRatio = 4.5): PrismTheme {
  const background = parseColour(String(theme.plain.backgroundColor ?? ''));
  if (!background) throw new Error(`Cannot read the theme background ${String(theme.plain.backgroundColor)}`);
  const backgrounds = [background, ...overlays.map((overlay) => blend(parseColour(overlay) ?? background, background))];
  const fix = (colour: unknown): string | undefined => {
    const parsed = typeof colour === 'string' ? parseColour(colour) : undefined;
    return parsed ? toHex(ensureContrast(parsed, backgrounds, minRatio)) : undefined;
  };
  return {
    plain: { ...theme.plain, color: fix(theme.plain.color) ?? theme.plain.color },
    styles: theme.styles.map((entry) => {
      const color = fix(entry.style.color);
      // A token made translucent with `opacity` would lower the contrast again.
      const style = { ...entry.style };
      delete style.opacity;
      return color === undefined ? entry : { ...entry, style: { ...style, color } };
    }),
  };
}
