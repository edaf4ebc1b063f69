// Release numbers of the plugin, compared as numbers: 6.10.0 after 6.9.1, 4.0 before 4.0.1, 3.4.0.1 after 3.4.
// One comparison for the hook history, the reference pages' Since and the known-issues tables.
export function compareReleases(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let index = 0; index < Math.max(x.length, y.length); index++) {
    const difference = (x[index] ?? 0) - (y[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
