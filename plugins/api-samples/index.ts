/**
 * Local Docusaurus plugin of the API code samples (see ./merge.ts). docusaurus.config.ts writes
 * the merged OpenAPI document before the plugins are set up; this plugin makes the development
 * server watch the hand-edited sources (openapi.yaml, api-samples/) and writes the merged
 * document again whenever the site reloads, before redocusaurus reads it. Its stylesheet makes
 * the long lines of the samples wrap (see samples.css).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeMergedSpec} from './merge';

export interface ApiSamplesOptions {
  /** Absolute path of the hand-edited OpenAPI document. */
  spec: string;
  /** Absolute path of the merged document (the `spec` of redocusaurus and of redoc-fixes). */
  merged: string;
}

export default function apiSamplesPlugin(context: LoadContext, options: ApiSamplesOptions): Plugin {
  writeMergedSpec(options.spec, options.merged);
  return {
    name: 'api-samples',
    getClientModules() {
      return [require.resolve('./samples.css')];
    },
    getPathsToWatch() {
      return [options.spec, path.join(context.siteDir, 'api-samples', '**', '*.ts')];
    },
  };
}
