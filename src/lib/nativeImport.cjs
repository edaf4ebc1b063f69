// Node's own import(), for packages that are ES modules only (Pagefind, the HTML and Markdown tools), from build code
// that Docusaurus's config loader (jiti 1) compiles to CommonJS. Left to itself, jiti would compile each of those
// modules, and every module they import, to CommonJS with Babel: seconds for the HTML and Markdown tools on a cold
// cache, as in CI (9 s once here), and third-party code run in a form its authors never tested. jiti hands this plain CommonJS file
// to Node unchanged, so the import() below is Node's. An import() in a `new Function` body would not do: code that
// jiti runs has no import callback, and Node 20 refuses it (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING).
/** @type {<T>(specifier: string) => Promise<T>} */
module.exports = (specifier) => import(specifier);
