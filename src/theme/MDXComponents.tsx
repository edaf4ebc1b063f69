// Markdown tables become ScrollableTable, which gains a tab stop while it scrolls sideways (keyboard access to
// the hidden columns on narrow screens). Every other element keeps the theme's component.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
