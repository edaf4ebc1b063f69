import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeEntities } from '../htmlEntities';

test('named, decimal and hex references decode; unknown and out-of-range ones stay as written', () => {
  assert.equal(decodeEntities('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#x27; &nbsp;'), 'a & b <c> "d" \'e\' \u00a0');
  assert.equal(decodeEntities('&AMP; &copy; &#0; &#x110000; &#xzz;'), '& &copy; &#0; &#x110000; &#xzz;');
  assert.equal(decodeEntities('&amp;lt;'), '&lt;', 'decodes once');
});
