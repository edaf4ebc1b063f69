// The v6 sidebars and the add-on developer sidebars, built from the route catalogue (never edited by hand).
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { buildSidebarItems } from './src/lib/sidebars';
import { loadCatalogue, routeHasContent } from './src/lib/contentFiles';
import { LATEST_VERSION } from './src/data/versions';

const catalogue = loadCatalogue();

/** Sidebars whose pages live in the latest version (docs/); the archived versions get theirs from sidebarItemsGenerator. */
const LATEST_VERSION_SIDEBARS = [
  LATEST_VERSION.name,
  'invoiceDeveloperSidebar',
  'pdf4gvDeveloperSidebar',
  'previewerDeveloperSidebar',
  'coreBoosterDeveloperSidebar',
] as const;

const sidebars: SidebarsConfig = Object.fromEntries(
  LATEST_VERSION_SIDEBARS.map((name) => [name, buildSidebarItems(catalogue.sidebars[name] ?? [], (path) => routeHasContent(path))] as const)
    // Docusaurus rejects an empty sidebar; a sidebar appears once its first page is written.
    .filter(([, items]) => (items as unknown[]).length > 0),
);

export default sidebars;
