// Registers our navbar item types next to the theme's own, as Docusaurus documents for custom navbar items.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import VersionMenu from '@site/src/components/VersionMenu';

export default {
  ...ComponentTypes,
  'custom-versionMenu': VersionMenu,
};
