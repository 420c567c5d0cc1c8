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
 * after `slowMs`. The snapshot download is a 302.
 *
 * Lists and items (`ARTIFACTS`): each list route answers its fixture with, first, the identifier
 * of the item fixture; the item route answers 200 for an identifier a list gave, 404 for any
 * other. `/protocol-configuration/{epoch}` answers for the epoch of `/status` only. `/status`
 * carries `total_cardano_stake` = `BIG_STAKE`, written as raw text (above 2^53: a JSON.parse
 * round trip would change it). Every request is recorded (`requests`), and `unlisted()` names the
 * identifiers asked for that no answer had given.
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
  /** Requests for an item route (a hash, digest or epoch in the path) whose identifier no answer of the stand-in had listed. */
  unlisted(): string[];
  close(): Promise<void>;
}

export const PLANTED = {
  missing: 'epoch',
  wrongType: 'total_signers',
  unknownEra: 'mithril_era',
  extra: 'brand_new_field',
};

/** A stake above 2^53 (as mainnet's total stake is): a double cannot hold it, 21573658203458220 is what JSON.parse makes of it. */
export const BIG_STAKE = '21573658203458219';

/** The list and item routes of the artifacts, with their fixtures and identifier field. */
const ARTIFACTS = [
  {list: '/certificates', item: '/certificate/', listFixture: 'CertificateListMessage', itemFixture: 'CertificateMessage', itemVariant: 'certificate signed by the signers', key: 'hash'},
  {list: '/artifact/snapshots', item: '/artifact/snapshot/', listFixture: 'SnapshotListMessage', itemFixture: 'SnapshotMessage', itemVariant: undefined, key: 'digest'},
  {list: '/artifact/cardano-database', item: '/artifact/cardano-database/', listFixture: 'CardanoDatabaseSnapshotListMessage', itemFixture: 'CardanoDatabaseSnapshotMessage', itemVariant: undefined, key: 'hash'},
  {list: '/artifact/mithril-stake-distributions', item: '/artifact/mithril-stake-distribution/', listFixture: 'MithrilStakeDistributionListMessage', itemFixture: 'MithrilStakeDistributionMessage', itemVariant: undefined, key: 'hash'},
  {list: '/artifact/cardano-stake-distributions', item: '/artifact/cardano-stake-distribution/', listFixture: 'CardanoStakeDistributionListMessage', itemFixture: 'CardanoStakeDistributionMessage', itemVariant: undefined, key: 'hash'},
  {list: '/artifact/cardano-transactions', item: '/artifact/cardano-transaction/', listFixture: 'CardanoTransactionSnapshotListMessage', itemFixture: 'CardanoTransactionSnapshotMessage', itemVariant: undefined, key: 'hash'},
] as const;

/** The identifier of each artifact's item fixture (the first of its list), by list route. */
export const KNOWN_IDENTIFIERS: Record<string, string> = Object.fromEntries(
  ARTIFACTS.map((a) => [a.list, (fixture(a.itemFixture, a.itemVariant) as Record<string, string>)[a.key]]),
);

export async function startStandIn(port: number, {slowMs = 5_000, openApiVersion = '0.1.55'} = {}): Promise<StandIn> {
  const requests: string[] = [];
  const status = fixture('AggregatorStatusMessage') as Record<string, unknown>;
  const listed = new Set<string>();
  const itemRequests: {request: string; id: string}[] = [];
  const cors = (req: IncomingMessage): Record<string, string> => ({
    'access-control-allow-origin': req.headers.origin ?? '*',
    vary: 'origin',
    'mithril-api-version': '0.1.55',
  });
  const json = (req: IncomingMessage, res: ServerResponse, code: number, body: unknown): void => {
    res.writeHead(code, {...cors(req), 'content-type': 'application/json'});
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const notFound = (req: IncomingMessage, res: ServerResponse): void => {
    res.writeHead(404, cors(req));
    res.end();
  };
  // The status as raw text, so that the big stake keeps every digit.
  const statusText = JSON.stringify({...status, total_cardano_stake: '@BIG@'}).replace('"@BIG@"', BIG_STAKE);
  const epoch = String(status.epoch);

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
        } else {
          listed.add(epoch);
          json(req, res, 200, statusText);
        }
        return;
      }
      for (const artifact of ARTIFACTS) {
        const item = fixture(artifact.itemFixture, artifact.itemVariant) as Record<string, unknown>;
        if (route === artifact.list) {
          const [first, ...rest] = fixture(artifact.listFixture) as Record<string, unknown>[];
          const list = [{...first, [artifact.key]: item[artifact.key]}, ...rest];
          list.forEach((entry) => listed.add(String(entry[artifact.key])));
          json(req, res, 200, list);
          return;
        }
        const id = route.startsWith(artifact.item) ? /^([0-9a-f]+)$/.exec(route.slice(artifact.item.length))?.[1] : undefined;
        if (id !== undefined) {
          itemRequests.push({request: `${req.method} ${req.url}`, id});
          if (id === item[artifact.key]) json(req, res, 200, item);
          else notFound(req, res);
          return;
        }
      }
      const configuration = /^\/protocol-configuration\/(\d+)$/.exec(route);
      if (configuration) {
        itemRequests.push({request: `${req.method} ${req.url}`, id: configuration[1]});
        if (configuration[1] === epoch) json(req, res, 200, fixture('ProtocolConfigurationMessage'));
        else notFound(req, res);
        return;
      }
      const download = /^\/artifact\/snapshot\/([0-9a-f]+)\/download$/.exec(route);
      if (download) {
        itemRequests.push({request: `${req.method} ${req.url}`, id: download[1]});
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
    unlisted: () => itemRequests.filter(({id}) => !listed.has(id)).map(({request}) => request),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The certificate hash the stand-in knows (the first of its certificate list). */
export const KNOWN_CERTIFICATE = KNOWN_IDENTIFIERS['/certificates'];
