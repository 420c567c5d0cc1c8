/** The data of the Try-it panels, as plugins/api-samples/try-it.ts writes it (`@mithril/try-it-data`). */
import type {Schema} from './validate';

export interface TryItParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  example: string;
  pattern?: string;
  latest: boolean;
}

export interface TryItOperation {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  parameters: TryItParameter[];
  responses: Record<string, Schema | null>;
  headers: Record<string, string[]>;
  body?: unknown;
}

export interface TryItData {
  servers: {url: string; description: string}[];
  operations: Record<string, TryItOperation>;
  schemas: Record<string, Schema>;
}
