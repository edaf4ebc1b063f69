// Privacy-friendly page-view and outbound-link analytics (Plausible: no cookies, nothing stored), loaded once the page is
// interactive and only on the production docs host, so previews, local builds and development send nothing.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { analyticsEnabled, startTracker } from '../lib/plausible';

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(callback, { timeout: 4000 });
  } else {
    setTimeout(callback, 1500);
  }
}

function start(): void {
  if (analyticsEnabled()) whenIdle(() => void startTracker());
}

if (ExecutionEnvironment.canUseDOM) {
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, { once: true });
  }
}
