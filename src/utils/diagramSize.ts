/** The smallest size, in CSS pixels, at which a diagram's text is drawn. */
export const MIN_TEXT_PX = 12;

/**
 * The narrowest width a diagram drawn `naturalWidth` wide may be scaled to, so that none of its
 * texts (font sizes in px at the natural size) is drawn smaller than `MIN_TEXT_PX`. A diagram whose
 * smallest text is already at or under that size keeps its natural width; one without text can
 * shrink freely (0).
 */
export function readableWidth(naturalWidth: number, fontSizes: readonly number[], minText = MIN_TEXT_PX): number {
  const sizes = fontSizes.filter((size) => Number.isFinite(size) && size > 0);
  if (sizes.length === 0 || !(naturalWidth > 0)) return 0;
  const smallest = Math.min(...sizes);
  const scale = Math.min(1, minText / smallest);
  return Math.ceil(naturalWidth * scale);
}
