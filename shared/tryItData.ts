/**
 * The data of the API reference's Try it panels: written at build time by
 * plugins/api-samples/try-it.ts (from openapi.yaml, into `@mithril/try-it-data`), read in the browser
 * by src/components/TryIt. `S` is the schema type each side works with (JSON values when
 * written, the validator's Schema when read).
 */
export interface TryItParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  example: string;
  pattern?: string;
  /** `latest` / `latest-N` accepted (an epoch segment). */
  latest: boolean;
  /**
   * An identifier the panel can read from a list route of the chosen aggregator (only when the
   * reader asks): the route, and the path to the value in its JSON answer. A parameter with
   * `fill` starts empty, never with the description's example (which that aggregator may not have).
   */
  fill?: {from: string; pick: (string | number)[]};
}

export interface TryItOperation<S> {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  parameters: TryItParameter[];
  /** Status ("200", "404", "default") → schema of its JSON body, or null when it has none. */
  responses: Record<string, S | null>;
  /** Status → names of the headers it documents. */
  headers: Record<string, string[]>;
  /** A JSON request body example, for the curl line of POST operations. */
  body?: unknown;
}

export interface TryItData<S> {
  servers: {url: string; description: string}[];
  operations: Record<string, TryItOperation<S>>;
  schemas: Record<string, S>;
}
