/**
 * Local Docusaurus plugin of the API code samples (see ./merge.ts). docusaurus.config.ts writes
 * the merged OpenAPI document before the plugins are set up; this plugin makes the development
 * server watch the hand-edited sources (openapi.yaml, api-samples/) and writes the merged
 * document again whenever the site reloads, before redocusaurus reads it. Its stylesheet makes
 * the long lines of the samples wrap (see samples.css) and styles the Try-it panels' markup.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeApiFiles} from './merge';

export interface ApiSamplesOptions {
  /** Absolute path of the hand-edited OpenAPI document. */
  spec: string;
  /** Absolute path of the merged document (the `spec` of redoc-fixes: download, Markdown). */
  merged: string;
  /** Absolute path of the rendered copy (the `spec` of redocusaurus: merged plus the Try-it markup). */
  rendered: string;
  /** Absolute path of the Try-it panels' data (imported as `@mithril/try-it-data`). */
  data: string;
  /** The same files for the Next reference (openapi-next.yaml; data imported as `@mithril/try-it-data-next`). */
  next?: Omit<ApiSamplesOptions, 'next'>;
}

export default function apiSamplesPlugin(context: LoadContext, options: ApiSamplesOptions): Plugin {
  writeApiFiles(options.spec, options);
  if (options.next) writeApiFiles(options.next.spec, options.next);
  return {
    name: 'api-samples',
    getClientModules() {
      return [require.resolve('./samples.css')];
    },
    configureWebpack() {
      // The Try-it panels' data: a JSON module, in a chunk of its own (imported with import()).
      // The Next reference's panels read their own (src/components/TryIt/version.ts).
      return {resolve: {alias: {'@mithril/try-it-data': options.data, ...(options.next ? {'@mithril/try-it-data-next': options.next.data} : {})}}};
    },
    getPathsToWatch() {
      return [options.spec, ...(options.next ? [options.next.spec] : []), path.join(context.siteDir, 'api-samples', '**', '*.ts')];
    },
  };
}
