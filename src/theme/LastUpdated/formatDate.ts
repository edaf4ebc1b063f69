// The "Last updated on …" date as the theme writes it for the `en` locale (`Intl.DateTimeFormat('en', { day: 'numeric',
// month: 'short', year: 'numeric', timeZone: 'UTC' })`, e.g. "Nov 28, 2026"), without Intl: creating the first
// DateTimeFormat in the browser loads the locale's date data, 60–95 ms of one hydration task with a 4× CPU slowdown
// (MAINTAINERS.md, Quality budgets). __tests__/formatDate.test.ts compares this with Intl day by day.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function formatLastUpdated(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
