// The search settings in the browser: the search plugin's global data (see ../settings.ts).
import { usePluginData } from '@docusaurus/useGlobalData';
import { SEARCH_PLUGIN_NAME, type SearchSettings } from '../settings';

export function useSearchSettings(): SearchSettings {
  return usePluginData(SEARCH_PLUGIN_NAME) as SearchSettings;
}
