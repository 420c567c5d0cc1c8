/** Scroll offset after which the navbar counts as "scrolled" (spec: 70 px). */
export const NAVBAR_SCROLL_THRESHOLD = 70;

/** True once the page is scrolled strictly more than `threshold` pixels. */
export function isScrolledPast(scrollY: number, threshold: number = NAVBAR_SCROLL_THRESHOLD): boolean {
  return scrollY > threshold;
}
