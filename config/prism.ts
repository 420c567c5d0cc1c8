import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * prism-react-renderer's GitHub light theme with its token colours darkened to reach a 4.5:1
 * contrast (WCAG 1.4.3) on the code background and on highlighted lines; the stock theme uses
 * teal, light blue and grey tokens at 2.6 to 2.9:1. tests/unit/prism-theme.test.ts checks every colour.
 */
const darker: Record<string, string> = {
  '#999988': '#636356', // comments
  '#36acaa': '#0f6664', // numbers, variables, properties
  '#00a4db': '#00628a', // keywords, at-rules
  '#e3116c': '#c20e5c', // strings
  '#d73a49': '#bd2535', // functions, tags
};

export const prismTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map(({types, style}) => {
    // The namespace token's 0.7 opacity would dim it below 4.5:1 too.
    const {opacity: _dimmed, ...rest} = style as typeof style & {opacity?: number};
    return {types, style: {...rest, ...(style.color && darker[style.color] ? {color: darker[style.color]} : {})}};
  }),
};

/** The background of highlighted lines, `--docusaurus-highlighted-code-line-bg` in src/css/custom.css. */
export const highlightedLineBackground = {rgb: [31, 95, 174] as const, alpha: 0.12};
