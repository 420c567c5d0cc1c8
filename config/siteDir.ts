import {resolve} from 'node:path';

/** The site's root folder (the one holding docusaurus.config.ts). */
export const siteDir = resolve(__dirname, '..');
