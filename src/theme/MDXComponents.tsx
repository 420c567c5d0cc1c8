import MDXComponents from '@theme-original/MDXComponents';
import ApiLink from '@site/src/components/ApiLink';
import Island from '@site/src/components/Island';

/**
 * The default MDX components plus `<ApiLink op="..."/>`, usable in every page without import, and
 * `<Island>`, which shared/remarkIslands.ts puts around the components a page imports.
 */
export default {
  ...MDXComponents,
  ApiLink,
  Island,
};
