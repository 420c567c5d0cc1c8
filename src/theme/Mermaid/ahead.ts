/** How far ahead of the view a diagram is drawn once the reader scrolls (IntersectionObserver margin). */
export const MERMAID_AHEAD = '50% 0px';
