// A table readers can scroll from the keyboard. Docusaurus's styles let a wide table scroll sideways inside the page
// (on a phone, most tables with code do); a scrolling region needs a tab stop so keyboard users can reach what is
// off screen. The tab stop is added only while the table overflows, so tables that fit add no extra stop.
import React, { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setOverflows(table.scrollWidth > table.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table ref={ref} {...props} {...(overflows && { tabIndex: 0 })} />;
}
