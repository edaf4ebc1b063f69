// Privacy-friendly page-view and outbound-link analytics (Plausible: no cookies, nothing stored), loaded once the page is
// interactive and only on the production docs host, so previews, local builds and development send nothing.
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { shouldLoadAnalytics, type AnalyticsSettings } from '../lib/analytics';

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(callback, { timeout: 4000 });
  } else {
    setTimeout(callback, 1500);
  }
}

function start(): void {
  const settings = siteConfig.customFields?.plausible as AnalyticsSettings | undefined;
  if (!settings || !shouldLoadAnalytics(settings, window.location.hostname, process.env.NODE_ENV)) {
    return;
  }
  whenIdle(() => {
    void import('@plausible-analytics/tracker').then(({ init }) => {
      init({
        domain: settings.domain,
        endpoint: settings.endpoint,
        outboundLinks: true,
        autoCapturePageviews: true,
        logging: false,
        // Keep window.plausible unset: nothing of ours needs a global.
        bindToWindow: false,
      });
    });
  });
}

if (ExecutionEnvironment.canUseDOM) {
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, { once: true });
  }
}
