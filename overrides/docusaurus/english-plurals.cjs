/**
 * Loader for @docusaurus/theme-common `utils/usePluralForm.js` (browser build): for the English
 * locale, `usePluralForm` uses the theme's own English plural rule (its fallback: "one" for 1,
 * "other" for anything else) instead of creating an `Intl.PluralRules`. The blog's reading times
 * ("3 min read") and the docs tag pages ask it for a plural, and the first `Intl.PluralRules` of a
 * page loads the browser's ICU data, a long task while the page hydrates, to choose between two
 * words the prerendered page already shows. English cardinal plurals of whole numbers are exactly
 * that rule. Other locales keep `Intl.PluralRules`. The match is exact: if the package changes this
 * code, the build fails here, naming the file.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
const FROM = 'function createLocalePluralForms(locale) {\n';
const TO = "function createLocalePluralForms(locale) {\n    if (locale === 'en') return EnglishPluralForms;\n";

function englishPlurals(source) {
  if (!source.includes(FROM) || !source.includes('const EnglishPluralForms = {')) {
    throw new Error(`overrides/docusaurus/english-plurals.cjs: ${this.resourcePath} no longer contains \`${FROM.trim()}\` and \`EnglishPluralForms\`; review the patch for this version of the package.`);
  }
  return source.replace(FROM, TO);
}

module.exports = englishPlurals;
module.exports.FROM = FROM;
module.exports.TO = TO;
