// Builds the local search index from the production build. Each page marked data-pagefind-body is read (pageText.ts),
// given its search metadata (code names, readers' words for its terms) and added to Pagefind; then the vocabulary
// the query side needs (common words, words by first character) is written beside Pagefind's bundle.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesUnder } from '../../../lib/files';
import { readerWordsForPage, type SynonymsFile } from '../client/synonyms';
import { wordsOf } from '../client/searchWords';
import { PAGEFIND_INDEX_CONFIG } from './pagefindConfig';
import { readIndexedPage, pageForIndex } from './pageText';
import { buildVocabulary, searchWordsFile, vocabularyShards } from './vocabulary';
import { writePageFacts } from './pageFacts';
import synonymsFile from '../vocabulary/synonyms.json';
import type * as Pagefind from 'pagefind';
import nativeImport from '../../../lib/nativeImport.cjs';

// Pagefind's Node API is an ES module only: Node loads it (src/lib/nativeImport.cjs says why not the config loader).
const loadPagefind = () => nativeImport<typeof Pagefind>('pagefind');

const synonyms = synonymsFile as SynonymsFile;

/** Folders of the build that hold no pages. */
const NOT_PAGES = new Set(['assets', 'pagefind', 'img']);

/** Indexes `buildDir` and writes the bundle to `buildDir` + `bundlePath`; returns the number of pages indexed. */
export async function buildSearchIndex(buildDir: string, bundlePath: string): Promise<number> {
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir} has no production build: run \`docusaurus build\` first`);
  }
  const pagefind = await loadPagefind();
  try {
    const { index, errors } = await pagefind.createIndex(PAGEFIND_INDEX_CONFIG);
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const pageWords: string[][] = [];
    for (const file of filesUnder(buildDir, NOT_PAGES).filter((path) => path.endsWith('.html'))) {
      const html = readFileSync(file, 'utf8');
      const page = readIndexedPage(html);
      if (!page) continue;
      const prose = wordsOf(page.prose);
      const aliases = readerWordsForPage([...prose, ...page.keywords], synonyms.entries);
      const added = await index.addHTMLFile({
        sourcePath: relative(buildDir, file).replace(/\\/g, '/'),
        content: pageForIndex(html, { code: page.codeIdentifiers.join(' '), aliases: aliases.join(' ') }),
      });
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
      pageWords.push([...prose, ...page.codeIdentifiers, ...page.keywords, ...aliases]);
    }
    const outputPath = join(buildDir, bundlePath);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`);

    const vocabulary = buildVocabulary(pageWords);
    const shards = vocabularyShards(vocabulary);
    mkdirSync(join(outputPath, 'vocabulary'), { recursive: true });
    for (const [key, shard] of shards) writeFileSync(join(outputPath, 'vocabulary', `${key}.json`), JSON.stringify(shard));
    mkdirSync(join(outputPath, 'pages'), { recursive: true });
    const pageFacets = writePageFacts(outputPath, join(outputPath, 'pages'));
    writeFileSync(join(outputPath, 'search-words.json'), JSON.stringify(searchWordsFile(vocabulary, shards, pageFacets)));
    console.log(`Search index: ${pageWords.length} pages, ${vocabulary.pagesWithWord.size} words → ${outputPath}`);
    return pageWords.length;
  } finally {
    await pagefind.close();
  }
}
