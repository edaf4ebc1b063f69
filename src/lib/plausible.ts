// Browser only: the one Plausible tracker of a page (page views, outbound links and our custom events), started on
// first use and only where analytics may run (src/lib/analytics.ts: production build, docs host). Elsewhere every call
// does nothing and nothing is loaded.
import siteConfig from '@generated/docusaurus.config';
import { shouldLoadAnalytics, type AnalyticsEvent, type AnalyticsSettings } from './analytics';

import type * as PlausibleTracker from '@plausible-analytics/tracker';

type Tracker = typeof PlausibleTracker;

let tracker: Promise<Tracker> | undefined;

function settings(): AnalyticsSettings | undefined {
  const value = siteConfig.customFields?.plausible as AnalyticsSettings | undefined;
  return value && shouldLoadAnalytics(value, window.location.hostname, process.env.NODE_ENV) ? value : undefined;
}

/** Whether this page may send analytics at all. */
export function analyticsEnabled(): boolean {
  return typeof window !== 'undefined' && settings() !== undefined;
}

/** Loads and starts the tracker once; page views are counted from then on. */
export function startTracker(): Promise<Tracker> | undefined {
  const active = analyticsEnabled() ? settings()! : undefined;
  if (!active) return undefined;
  tracker ??= import('@plausible-analytics/tracker').then((module) => {
    module.init({
      domain: active.domain,
      endpoint: active.endpoint,
      outboundLinks: true,
      autoCapturePageviews: true,
      logging: false,
      // Keep window.plausible unset: nothing of ours needs a global.
      bindToWindow: false,
    });
    return module;
  });
  return tracker;
}

/** Sends a custom event (no cookies, nothing stored); does nothing where analytics may not run. */
export function trackEvent(event: AnalyticsEvent | null): void {
  if (!event) return;
  void startTracker()?.then((module) => module.track(event.name, { props: event.props }));
}
