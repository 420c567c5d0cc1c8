import MDXComponents from '@theme-original/MDXComponents';
import ApiLink from '@site/src/components/ApiLink';

/** The default MDX components plus `<ApiLink op="..."/>`, usable in every page without import. */
export default {
  ...MDXComponents,
  ApiLink,
};
