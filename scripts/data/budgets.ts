// The quality budgets of issue #7, one place for the benchmark, its report and the README to read them from.
export const BUDGETS = {
  /** Lighthouse mobile category scores (0–100), the median of LIGHTHOUSE_RUNS runs, on every kind of page. */
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  lighthouseRuns: 3,
  /** Compressed JavaScript + CSS a doc page loads on first visit, in bytes (200 KB until issue #25 set 180). */
  firstLoadJsCssBytes: 180 * 1024,
  /** A cold build of the whole site on the 2-core build machine. */
  coldBuildSeconds: 45,
  coldBuildPeakMemoryBytes: 2.5 * 1024 ** 3,
} as const;

export type LighthouseCategory = keyof typeof BUDGETS.lighthouse;
