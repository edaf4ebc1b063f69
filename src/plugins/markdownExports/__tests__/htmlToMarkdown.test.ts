import { test } from 'node:test';
import assert from 'node:assert/strict';
import { htmlToMarkdown, loadMarkdownTools } from '../build/htmlToMarkdown';

// A doc page as the theme renders it: chrome around the content, a hash link in each heading, a highlighted code block
// with a title, an admonition, a table, relative links and controls the twin leaves out.
const page = `<!doctype html><html><head><title>Setup | Gravity PDF</title><meta name="description" content="Create a PDF for a form."></head>
<body><nav>Site menu</nav><main><article><nav class="breadcrumbs">Home</nav>
<div class="theme-doc-markdown markdown"><header><h1>Setup PDF<a class="hash-link" href="#setup" aria-label="Direct link">&#8203;</a></h1></header>
<div data-twin="skip"><button>Copy page</button><a href="/x.md">View as Markdown</a></div>
<p hidden>Hidden summary</p>
<p>Open <a href="../users/global-settings">Global Settings</a> or <a href="#fonts">Fonts</a>. See <code>gfpdf_pdf_filename</code>.</p>
<h2 id="fonts">Fonts<a class="hash-link" href="#fonts">&#8203;</a></h2>
<div class="language-php codeBlockContainer_x theme-code-block"><div class="codeBlockTitle_y">functions.php</div><div class="codeBlockContent_z"><pre class="prism-code language-php"><code><div class="token-line"><span class="token function">add_filter</span><span>( 'a', 'b' );</span><br/></div><div class="token-line"><span>// done</span><br/></div></code></pre><div class="buttonGroup"><button>Copy</button></div></div></div>
<div class="theme-admonition theme-admonition-warning alert"><div class="admonitionHeading_a"><span class="admonitionIcon_b"><svg></svg></span>warning</div><div class="admonitionContent_c"><p>Back up first.</p></div></div>
<table><thead><tr><th>Setting</th><th>Default</th></tr></thead><tbody><tr><td><strong>Font</strong></td><td>DejaVu Sans</td></tr></tbody></table>
<img src="/img/example.png" alt="An example">
</div><footer>Edit this page</footer></article></main></body></html>`;

test('a twin keeps the content: title, description, context, headings, prose, code, admonitions and tables', async () => {
  await loadMarkdownTools();
  const markdown = htmlToMarkdown({
    html: page,
    content: '.theme-doc-markdown',
    pageUrl: 'https://docs.example.com/v6/users/setup-pdf',
    context: [{ text: 'Web page: ', url: 'https://docs.example.com/v6/users/setup-pdf' }, { text: 'Gravity PDF 6, the current version.' }],
  });
  assert.equal(
    markdown,
    `# Setup PDF

> Create a PDF for a form.

Web page: <https://docs.example.com/v6/users/setup-pdf>

Gravity PDF 6, the current version.

Open [Global Settings](https://docs.example.com/v6/users/global-settings) or [Fonts](https://docs.example.com/v6/users/setup-pdf#fonts). See \`gfpdf_pdf_filename\`.

## Fonts

\`\`\`php title="functions.php"
add_filter( 'a', 'b' );
// done
\`\`\`

> **Warning**
>
> Back up first.

| Setting  | Default     |
| -------- | ----------- |
| **Font** | DejaVu Sans |

![An example](https://docs.example.com/img/example.png)
`,
  );
});

test('a page without the content element fails, naming the page', async () => {
  await loadMarkdownTools();
  assert.throws(
    () => htmlToMarkdown({ html: '<main></main>', content: 'article', pageUrl: 'https://docs.example.com/x', context: [] }),
    /https:\/\/docs\.example\.com\/x: no article element/,
  );
});
