/**
 * A stand-in Mithril aggregator for the Try-it tests: a small Node HTTP server on 127.0.0.1 that
 * answers with the message fixtures of tests/fixtures/messages (written from the Rust types) and
 * the CORS headers of the real router (mithril-aggregator/src/http_server/routes/router.rs:
 * `warp::cors().allow_any_origin()`, methods GET, POST and OPTIONS, request headers content-type
 * and the three Mithril headers, no exposed response header).
 *
 * Base paths: `/aggregator` answers as documented; `/planted/aggregator` answers `/status` with
 * planted differences (a required field missing, a wrong type, an unknown era, an extra field);
 * `/text/aggregator` answers `/status` with a body that is not JSON; `/once/aggregator` answers as `/aggregator` (a path of its own to count requests); `/slow/aggregator` answers
 * after `slowMs`. Any certificate hash but the fixture's is a 404; the snapshot download is a 302.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

const FIXTURES = join(__dirname, '..', '..', 'tests', 'fixtures', 'messages');

const fixture = (name: string, variant?: string): unknown => {
  const {variants} = JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as {variants: Record<string, unknown>};
  return variant ? variants[variant] : Object.values(variants)[0];
};

export interface StandIn {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Requests received, as `METHOD path`. */
  requests: string[];
  close(): Promise<void>;
}

export const PLANTED = {
  missing: 'epoch',
  wrongType: 'total_signers',
  unknownEra: 'mithril_era',
  extra: 'brand_new_field',
};

export async function startStandIn(port: number, {slowMs = 5_000, openApiVersion = '0.1.55'} = {}): Promise<StandIn> {
  const requests: string[] = [];
  const status = fixture('AggregatorStatusMessage') as Record<string, unknown>;
  const certificate = fixture('CertificateMessage', 'certificate signed by the signers') as {hash: string};
  const cors = (req: IncomingMessage): Record<string, string> => ({
    'access-control-allow-origin': req.headers.origin ?? '*',
    vary: 'origin',
    'mithril-api-version': '0.1.55',
  });
  const json = (req: IncomingMessage, res: ServerResponse, code: number, body: unknown): void => {
    res.writeHead(code, {...cors(req), 'content-type': 'application/json'});
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (req.method === 'OPTIONS') {
      res.writeHead(200, {
        ...cors(req),
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': 'content-type, mithril-api-version, mithril-origin-tag, mithril-client-type',
      });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://x');
    const match = /^\/(planted|text|slow|once)?\/?aggregator(\/.*)$/.exec(url.pathname);
    if (!match) {
      res.writeHead(404, cors(req));
      res.end();
      return;
    }
    const [, mode, route] = match;
    const answer = (): void => {
      // GET /: the features, with the API version given (the Try-it panels read it after a Send).
      if (route === '/') return json(req, res, 200, {...(fixture('AggregatorFeaturesMessage') as object), open_api_version: openApiVersion});
      if (route === '/status') {
        if (mode === 'planted') {
          const {[PLANTED.missing]: _missing, ...rest} = status;
          json(req, res, 200, {...rest, [PLANTED.wrongType]: 'many', [PLANTED.unknownEra]: 'tomorrow', [PLANTED.extra]: true});
        } else if (mode === 'text') {
          res.writeHead(200, {...cors(req), 'content-type': 'text/plain'});
          res.end('aggregator status: fine');
        } else json(req, res, 200, status);
        return;
      }
      const cert = /^\/certificate\/([0-9a-f]+)$/.exec(route);
      if (cert) {
        if (cert[1] === certificate.hash) json(req, res, 200, certificate);
        else {
          res.writeHead(404, cors(req));
          res.end();
        }
        return;
      }
      const download = /^\/artifact\/snapshot\/([0-9a-f]+)\/download$/.exec(route);
      if (download) {
        res.writeHead(302, {...cors(req), location: `http://127.0.0.1:${port}/aggregator/snapshot_download/testnet-e1-i2.${download[1]}.tar.zst`});
        res.end();
        return;
      }
      res.writeHead(404, cors(req));
      res.end();
    };
    if (mode === 'slow') setTimeout(answer, slowMs);
    else answer();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The certificate hash the stand-in knows. */
export const KNOWN_CERTIFICATE = (fixture('CertificateMessage', 'certificate signed by the signers') as {hash: string}).hash;
