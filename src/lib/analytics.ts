// Decides whether analytics may run: only in a production build, only on the configured docs host.
export interface AnalyticsSettings {
  /** The host name (and Plausible site name) on which page views are counted. */
  domain: string;
  /** The Plausible event endpoint. */
  endpoint: string;
}

export function shouldLoadAnalytics(settings: AnalyticsSettings, hostname: string, nodeEnv: string | undefined): boolean {
  if (nodeEnv !== 'production') return false;
  if (!settings.domain || !settings.endpoint) return false;
  return hostname.toLowerCase() === settings.domain.toLowerCase();
}
