// Decodes HTML character references (named ones of HTML's core set, decimal and hex) in text from built pages, the
// search index or a hit; an unknown or out-of-range reference stays as written. Used in the browser and by our tools.
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function codePointOrText(codePoint: number, text: string): string {
  return Number.isInteger(codePoint) && codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : text;
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return codePointOrText(parseInt(lower.slice(2), 16), reference);
    if (lower.startsWith('#')) return codePointOrText(parseInt(lower.slice(1), 10), reference);
    return NAMED[lower] ?? reference;
  });
}
