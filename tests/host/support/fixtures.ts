// The `host` the specs in tests/host/ run against: each host project sets `hostName` (playwright.config.ts), and the
// specs read its origin and its own ways (support/hosts.ts) from this fixture.
import { test as base } from '@playwright/test';
import { hostNamed, type Host, type HostName } from './hosts';

export interface HostOptions {
  hostName: HostName;
}

export const test = base.extend<HostOptions & { host: Host }>({
  hostName: ['nginx', { option: true }],
  host: async ({ hostName }, provide) => {
    await provide(hostNamed(hostName));
  },
});

export { expect } from '@playwright/test';
