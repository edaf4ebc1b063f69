// The Gravity PDF sites and accounts the docs link to. No environment here: pages and components import it too.
export const EXTERNAL_LINKS = {
  mainSite: 'https://gravitypdf.com/',
  demo: 'https://demo.gravitypdf.com/',
  support: 'https://gravitypdf.com/support/',
  download: 'https://gravitypdf.com/redirect-to-download-latest-version-of-gravity-pdf/',
  shop: 'https://gravitypdf.com/store/',
  news: 'https://gravitypdf.com/news/',
  sourceCode: 'https://github.com/GravityPDF/gravity-pdf',
  twitter: 'https://twitter.com/gravitypdf',
  facebook: 'https://www.facebook.com/gravitypdf',
  vimeo: 'https://vimeo.com/gravitypdf',
  youtube: 'https://www.youtube.com/@gravitypdf',
};

/** The guide every PHP example links to: where a snippet goes (a snippets plugin, a must-use plugin, a child theme). */
export const CUSTOM_CODE_GUIDE = '/v6/developers/where-to-put-custom-code';
