// Keeps Prism out of a doc page's first load: on hydration a code block adopts the highlighted HTML the server wrote
// instead of tokenising again, and Prism (./prism.ts) is fetched only when a block must be drawn anew (a page reached
// by navigation, or dark mode, whose colours differ from the server's light ones). Otherwise the theme's own markup.
import React, { useEffect, useState, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { usePrismTheme, useThemeConfig } from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import { loadHighlighter, useHighlighter } from './highlighter';

type LineProps = ComponentProps<typeof Line>;

const noSubscription = () => () => {};
/** The server's HTML is kept only for blocks that are hydrated, not for blocks drawn in the browser. */
const SERVER_HTML = { __html: '' };

/** True while React hydrates the server's HTML in the browser; false on the server and for blocks drawn later. */
function useIsHydrating(): boolean {
  const serverSnapshot = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return serverSnapshot && ExecutionEnvironment.canUseDOM;
}

// Until Prism arrives, a block drawn in the browser shows its lines as plain text, in the markup Highlight gives them.
function plainLineProps(plain: React.CSSProperties): LineProps['getLineProps'] {
  return ({ className, style }) => ({ className: clsx('token-line', className), style: { ...plain, ...style } });
}
const plainTokenProps: LineProps['getTokenProps'] = ({ token, className, style }) => ({
  className: clsx('token', ...token.types, className),
  children: token.content,
  style: { ...(token.empty ? { display: 'inline-block' } : {}), ...style },
});
function plainLines(code: string): LineProps['line'][] {
  return code.split(/\r\n|\r|\n/).map((content) => [{ types: ['plain'], content: content === '' ? '\n' : content, empty: content === '' }]);
}

function Code({ className, ...props }: ComponentProps<'code'>): ReactNode {
  const { metadata } = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(className, styles.codeBlockLines, metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
      style={{ counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}` }}
    />
  );
}

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const serverTheme = useThemeConfig().prism.theme;
  const Highlight = useHighlighter();
  const hydrating = useIsHydrating();
  const [fromServer, setFromServer] = useState(hydrating);
  const { code, language, lineNumbersStart, lineClassNames } = metadata;

  // Leave the server's HTML once Prism can draw the block in other colours (a later return to light keeps Prism's).
  if (fromServer && Highlight && prismTheme !== serverTheme) setFromServer(false);
  const needsPrism = !Highlight && (!fromServer || prismTheme !== serverTheme);
  useEffect(() => {
    if (needsPrism) void loadHighlighter();
  }, [needsPrism]);

  const pre = (preClassName: string, style: React.CSSProperties | undefined, children: ReactNode) => (
    <pre
      // theme-common types the ref for React 19 (`RefObject<T | null>`); React 18's `ref` prop wants `RefObject<T>`.
      ref={wordWrap.codeBlockRef as React.RefObject<HTMLPreElement>}
      tabIndex={0}
      className={clsx(className, preClassName, styles.codeBlock, 'thin-scrollbar')}
      style={style}
    >
      {children}
    </pre>
  );
  const lines = (tokens: LineProps['line'][], getLineProps: LineProps['getLineProps'], getTokenProps: LineProps['getTokenProps']) => (
    <Code>
      {tokens.map((line, i) => (
        <Line
          key={i}
          line={line}
          getLineProps={getLineProps}
          getTokenProps={getTokenProps}
          classNames={lineClassNames[i]}
          showLineNumbers={lineNumbersStart !== undefined}
        />
      ))}
    </Code>
  );

  const prismClassName = `prism-code language-${language.toLowerCase()}`;
  if (fromServer) {
    return pre(prismClassName, serverTheme.plain, <Code key="server" dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />);
  }
  if (!Highlight) {
    const lineColours = { ...prismTheme.plain, backgroundColor: undefined };
    return pre(prismClassName, prismTheme.plain, lines(plainLines(code), plainLineProps(lineColours), plainTokenProps));
  }
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({ className: highlightClassName, style, tokens, getLineProps, getTokenProps }) =>
        pre(highlightClassName, style, lines(tokens, getLineProps, getTokenProps))
      }
    </Highlight>
  );
}
