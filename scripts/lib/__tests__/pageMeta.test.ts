// Unit tests for reading a built page's head: description, canonical, social tags, JSON-LD, sitemap and PNG size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pngSize, readPageMeta, sitemapUrls } from '../pageMeta';

test('head metadata is read from minified HTML', () => {
  const html =
    '<head><title data-rh=true>A &amp; B | Site</title><meta data-rh=true name=description content="What &quot;it&quot; is."/>' +
    '<meta property=og:image content=https://x.test/card.png /><meta name=twitter:card content=summary_large_image>' +
    '<link data-rh=true rel=canonical href=https://x.test/a />' +
    '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList","itemListElement":[]}</script></head>';
  const meta = readPageMeta(html);
  assert.equal(meta.title, 'A & B | Site');
  assert.equal(meta.description, 'What "it" is.');
  assert.deepEqual(meta.canonical, ['https://x.test/a']);
  assert.deepEqual(meta.social, { 'og:image': 'https://x.test/card.png', 'twitter:card': 'summary_large_image' });
  assert.deepEqual(meta.jsonLd, [{ '@type': 'BreadcrumbList', itemListElement: [] }]);
  assert.equal(meta.robots, undefined);
});

test('sitemap locations', () => {
  assert.deepEqual(
    sitemapUrls('<urlset><url><loc>https://x.test/</loc></url><url><loc>https://x.test/a?b=1&amp;c=2</loc></url></urlset>'),
    ['https://x.test/', 'https://x.test/a?b=1&c=2'],
  );
});

test('PNG size from the IHDR chunk', () => {
  const bytes = new Uint8Array(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 4, 0xb0, 0, 0, 2, 0x76]);
  assert.deepEqual(pngSize(bytes), { width: 1200, height: 630 });
  assert.equal(pngSize(new Uint8Array(24)), undefined);
});
