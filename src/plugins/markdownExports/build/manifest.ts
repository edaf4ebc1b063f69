// What the plugin hands the export step (writeExports.ts): the pages that get a Markdown twin, with what the
// built HTML does not say in a form the step can use.

export interface ExportPage {
  /** The page's route, such as `/v6/users/setup-pdf`. */
  route: string;
  /** The built HTML file, relative to the build folder. */
  htmlFile: string;
  /** Where the page's content is in the HTML (see htmlToMarkdown). */
  content: string;
  title: string;
  description?: string;
  /** The docs version, for doc pages. */
  version?: string;
}

export interface ExportManifest {
  outDir: string;
  /** The site's absolute URL with its base path, without a trailing slash. */
  siteUrl: string;
  pages: ExportPage[];
  /** The release notes, newest first. */
  releaseNotes: ExportPage[];
}
