// Every doc path of every version, from the docs plugin's global data (already on the client, no extra request).
import { useMemo } from 'react';
import { useVersions } from '@docusaurus/plugin-content-docs/client';

export function useDocPathsByVersion(): Record<string, string[]> {
  const versions = useVersions(undefined);
  return useMemo(
    () => Object.fromEntries(versions.map((version) => [version.path.replace(/^\//, ''), version.docs.map((doc) => doc.path)])),
    [versions],
  );
}
