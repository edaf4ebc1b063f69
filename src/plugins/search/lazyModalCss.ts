// Keeps DocSearch's modal CSS (≈ 5 KB gzip) out of the one site stylesheet: the SearchBar imports it with the modal,
// when the reader starts a search, but Docusaurus's `styles` cache group pulls every CSS module into styles.css.
// Its cascade layer (docusaurus.theme-search-algolia.docsearch) is declared by styles.css, so the order stays the same.

/** Every CSS module but the modal's, which stays in the modal's own chunk. */
const SITE_STYLESHEET = /^(?!.*@docsearch[\\/]css[\\/]dist[\\/]modal\.css$)/;

export function lazyModalCssWebpackConfig() {
  return { optimization: { splitChunks: { cacheGroups: { styles: { test: SITE_STYLESHEET } } } } };
}
