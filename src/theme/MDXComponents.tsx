// Markdown tables become ScrollableTable, which gains a tab stop while it scrolls sideways (keyboard access to
// the hidden columns on narrow screens); code blocks become PhpExamplePre, which links PHP examples to the guide on
// where custom code goes. Every other element keeps the theme's component.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import PhpExamplePre from '@site/src/components/PhpExamplePre';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  pre: PhpExamplePre,
};
