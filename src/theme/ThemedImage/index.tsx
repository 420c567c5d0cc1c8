/**
 * Wraps the theme's ThemedImage, which the navbar's logo (@theme/Logo) and the footer's
 * (@theme/Footer/Logo) render. When both themes show the same file and that file is one of the
 * site's own SVG logos, the drawing is written into the page (`<svg role="img">`, named by the
 * image's alt text) instead of two `<img>` elements, one hidden by CSS, that the stock component
 * renders until hydration, then narrows to one.
 *
 * Each SVG file shown as an image costs the browser a document of its own (parsed, styled and laid
 * out on the main thread, about 10 ms at 4x CPU for each of the two logos, measured with
 * scripts/benchmarks/trace-main-thread.mjs); a drawing written into the page costs its few
 * elements. The theme no longer re-renders the logos after hydration either. Any other image goes
 * to the stock component.
 */
import React, {useId, type ComponentType, type ReactNode, type SVGProps} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme-original/ThemedImage';
import type {Props} from '@theme/ThemedImage';
import NavbarLogo from '@site/static/img/mithril-logo.svg';
import FooterLogo from '@site/static/img/mithril-logo-light.svg';

/** A drawing as the SVG loader (SVGR, `titleProp`) makes it: `title` replaces the file's <title>, "" removes it. */
type Drawing = ComponentType<SVGProps<SVGSVGElement> & {title?: string; titleId?: string}>;

/** The logos drawn inline, by their path under the site's static files. */
const DRAWINGS: Record<string, Drawing> = {
  'img/mithril-logo.svg': NavbarLogo as Drawing,
  'img/mithril-logo-light.svg': FooterLogo as Drawing,
};

/** The drawing to write for these sources, if any: one file for both themes, a known logo. */
export function drawingFor(sources: Props['sources'], baseUrl: string): Drawing | undefined {
  if (sources.light !== sources.dark || !sources.light.startsWith(baseUrl)) return undefined;
  return DRAWINGS[sources.light.slice(baseUrl.length)];
}

export default function ThemedImageWrapper(props: Props): ReactNode {
  const baseUrl = useBaseUrl('/');
  const titleId = useId();
  const Drawing = drawingFor(props.sources, baseUrl);
  if (!Drawing) return <ThemedImage {...props} />;
  const {alt, className, width, height, style} = props;
  // The image's alt text becomes the drawing's title (its accessible name); an empty alt marks it decorative.
  return alt ? (
    <Drawing role="img" className={className} width={width} height={height} style={style} title={alt} titleId={titleId} />
  ) : (
    <Drawing aria-hidden="true" className={className} width={width} height={height} style={style} title="" />
  );
}
