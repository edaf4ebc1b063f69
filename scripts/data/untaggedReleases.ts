// Releases of Gravity PDF that have no git tag, reviewed by hand. `npm run hook-history` scans each at the commit named
// here, in version order with the tagged releases, so a hook that first shipped in one reads that release rather than
// the next tagged one. Add an entry only after checking the commit against the release's changelog (readme.txt or
// README.txt at the next tag) and the version the plugin header declares at that commit.

export interface UntaggedRelease {
  /** The version as released, such as `4.4.0`. */
  release: string;
  /** The release date, from the commit that set the version and the changelog. */
  date: string;
  /** The commit released: its plugin header and README declare this version (full hash). */
  commit: string;
  /** Where the release's changes are listed. */
  changelog: string;
  /**
   * The hooks this release fires for the first time, checked against the changelog and the code at `commit`. The
   * history script fails when its scan of the commit finds another set, so the two cannot drift apart.
   */
  newHooks: { kind: 'filter' | 'action'; name: string }[];
}

export const UNTAGGED_RELEASES: readonly UntaggedRelease[] = [
  {
    // 4.4.0 was published (the 4.3.2 → 4.5.0 history has "Update plugin version and changelog to Gravity PDF 4.4" and
    // the merge of the version-4.4 branch, #782), but the repository has no 4.4.0 tag. cc9bb165 is the last commit of
    // that release: pdf.php declares Version 4.4.0 and README.txt "Stable tag: 4.4.0", and the next commit (fc2c0ed7,
    // 2018-04-19) starts 4.5.0's work.
    release: '4.4.0',
    date: '2018-04-04',
    commit: 'cc9bb165b67b0bd3bea81f53fc619b07d120daac',
    changelog: 'README.txt at 4.5.0, "= 4.4.0 =" (Dev Feature entries)',
    // The changelog names gfpdf_form_data_key_order and gfpdf_container_disable_faux_columns (and the arguments added
    // to gfpdf_field_value); the other two (src/helper/Helper_PDF.php, merged in #769) ship in the same release and no
    // tagged release before 4.5.0 fires them.
    newHooks: [
      { kind: 'filter', name: 'gfpdf_container_disable_faux_columns' },
      { kind: 'filter', name: 'gfpdf_form_data_key_order' },
      { kind: 'filter', name: 'gfpdf_skip_pdf_html_render' },
      { kind: 'action', name: 'gfpdf_skipped_html_render' },
    ],
  },
];
