// The ways into the docs for each kind of reader, shown on the landing page and the not-found page.
export interface WayIn {
  readonly audience: string;
  readonly title: string;
  readonly summary: string;
  readonly to: string;
  /** Further ways in for the same reader (shown under the summary). */
  readonly more?: readonly { readonly label: string; readonly to: string }[];
}

export const WAYS_IN: readonly WayIn[] = [
  {
    audience: 'users',
    title: 'Site owners and users',
    summary: 'Install Gravity PDF, set up your first PDF and share it with a link, a shortcode or an email attachment.',
    to: '/v6/users/five-minute-install',
  },
  {
    audience: 'developers',
    title: 'PHP developers',
    summary: 'Build your own PDF templates, hook into the plugin with filters and actions, and call its API.',
    to: '/v6/developers/start-customising',
    more: [{ label: 'Every hook the plugin fires', to: '/v6/developers/hooks' }],
  },
  {
    audience: 'templates',
    title: 'Premium templates',
    summary: 'Install and configure invoice, certificate, letter and universal templates from the template shop.',
    to: '/v6/templates/installing-upgrading-premium-templates',
  },
  {
    audience: 'extensions',
    title: 'Extensions',
    summary: 'Add bulk downloads, live previews, watermarks and more with the official add-ons.',
    to: '/v6/extensions/installing-upgrading-extensions',
  },
  {
    audience: 'account',
    title: 'Your account',
    summary: 'Activate and renew licences, manage subscriptions and payments, and ask for a refund.',
    to: '/v6/account/license',
  },
];
