/**
 * The Try-it panel of one operation of the API reference, mounted inside the operation's
 * `<details data-try-it>` when the reader opens it (./trigger.ts). GET operations: a form (the
 * aggregator among the document's servers or an address typed in, the path and query parameters
 * prefilled with the description's examples, epochs with `latest`, identifiers empty; a time limit), Send and Cancel, then the answer
 * (status, time, readable headers, the body as collapsible pretty JSON with a Copy button) and
 * the live contract check of the body against the schema documented for its status
 * (./validate.ts). POST operations change a real aggregator's state: their panel explains why it
 * sends nothing and shows the curl line, aimed at a local aggregator. Results are announced (aria-live).
 *
 * Identifier parameters (a hash, a digest, the epoch of /protocol-configuration) start empty: an
 * example of the description would be unknown to a real network, and Send would get a 404. Their
 * "Fill" control reads the newest one from the matching list route of the chosen aggregator, and
 * only when pressed. Bodies are parsed losslessly and shown, and copied, with every digit received.
 */
import React, {useEffect, useId, useMemo, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import {createRoot} from 'react-dom/client';
import type {TryItData, TryItOperation} from './types';
import {checkAgainstSchema, type CheckResult} from './validate';
import {curlLine, fillFromList, parameterProblems, prettyJson, requestUrl, send, serverProblem, type Outcome} from './request';
import {addPanelStyles, cls as styles} from './styles';
import {compareVersions, loadTryItData, pageReference, type VersionState} from './version';
import {VersionNote} from './VersionNote';

// The data of the page's reference, Current or Next (./version.ts), fetched with the panel's code.
const loadData = (): Promise<TryItData> => loadTryItData(pageReference().key);
void loadData().catch(() => undefined);

/** Renders the panel of `details` (its `data-try-it` names the operation) into its body. */
export async function mountPanel(details: HTMLDetailsElement): Promise<void> {
  const data = await loadData();
  const operationId = details.dataset.tryIt!;
  const operation = data.operations[operationId];
  const body = details.querySelector<HTMLElement>('.try-it__body') ?? details.appendChild(document.createElement('div'));
  if (!operation) {
    body.textContent = `No request form for ${operationId}.`;
    return;
  }
  body.textContent = '';
  addPanelStyles(document);
  const root = createRoot(body);
  // Rendered at once, in the task that opened the panel (a concurrent render would wait for the scheduler).
  flushSync(() => root.render(<TryItPanel operationId={operationId} operation={operation} data={data} />));
}

const OTHER = 'other';
const DEFAULT_LIMIT_S = 15;

function initialValues(operation: TryItOperation): Record<string, string> {
  return Object.fromEntries(operation.parameters.map((p) => [p.name, p.fill ? '' : p.latest ? 'latest' : p.example]));
}

/** The aggregator a panel starts with: the first of the document's servers, or for a POST the one on the reader's machine. */
function initialServer(operation: TryItOperation, data: TryItData): string {
  const local = data.servers.find((s) => /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(s.url));
  if (operation.method === 'POST' && local) return local.url;
  return data.servers[0]?.url ?? OTHER;
}

function CopyButton({text, label}: {text: string; label: string}): React.JSX.Element {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={styles.secondary}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        });
      }}>
      {copied ? 'Copied' : label}
    </button>
  );
}

interface Result {
  outcome: Outcome;
  url: string;
  check?: CheckResult;
  /** Why the body was not checked, when it was not. */
  unchecked?: string;
}

function contractCheck(operation: TryItOperation, data: TryItData, outcome: Outcome): Pick<Result, 'check' | 'unchecked'> {
  if (outcome.kind !== 'answer') return {};
  const status = String(outcome.status);
  const documented = status in operation.responses ? status : 'default' in operation.responses ? 'default' : null;
  if (documented === null) {
    return {check: {errors: [{path: '', kind: 'constraint', message: `status ${status} is not documented for this operation`}], notes: []}};
  }
  const schema = operation.responses[documented];
  if (schema === null) {
    if (outcome.text.trim() === '') return {check: {errors: [], notes: []}};
    return {check: {errors: [{path: '', kind: 'type', message: `the description documents no body for status ${status}, the aggregator sent one`}], notes: []}};
  }
  if (outcome.json === undefined) {
    return {unchecked: outcome.text.trim() === '' ? 'The body is empty: the description documents a JSON body.' : 'The body is not JSON, so it cannot be checked against the documented schema.'};
  }
  return {check: checkAgainstSchema(outcome.json, schema, data.schemas)};
}

function announce(result: Result): string {
  const {outcome} = result;
  switch (outcome.kind) {
    case 'answer': {
      const head = `${outcome.status}${outcome.statusText ? ` ${outcome.statusText}` : ''} in ${outcome.ms} ms.`;
      if (result.unchecked) return `${head} ${result.unchecked}`;
      const errors = result.check?.errors.length ?? 0;
      const notes = result.check?.notes.length ?? 0;
      if (errors === 0) return `${head} The body matches the documented schema${notes ? `, with ${notes} field${notes > 1 ? 's' : ''} not in the description` : ''}.`;
      return `${head} ${errors} difference${errors > 1 ? 's' : ''} from the documented schema.`;
    }
    case 'redirect':
      return `Redirection, after ${outcome.ms} ms: the aggregator answered with a 3xx status.`;
    case 'timeout':
      return `No answer within ${outcome.limitMs / 1000} s: the request was stopped.`;
    case 'cancelled':
      return 'Request cancelled.';
    case 'network':
      return 'The aggregator could not be reached.';
  }
}

function TryItPanel({operationId, operation, data}: {operationId: string; operation: TryItOperation; data: TryItData}): React.JSX.Element {
  const id = useId();
  const [server, setServer] = useState(() => initialServer(operation, data));
  /** What the last Fill of each parameter did (shown under the field). */
  const [filled, setFilled] = useState<Record<string, {ok: boolean; text: string}>>({});
  const [filling, setFilling] = useState<string | null>(null);
  const [typedServer, setTypedServer] = useState('');
  const [values, setValues] = useState(() => initialValues(operation));
  const [limitS, setLimitS] = useState(String(DEFAULT_LIMIT_S));
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [version, setVersion] = useState<VersionState | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const base = server === OTHER ? typedServer.trim() : server;
  const url = requestUrl(base || '<aggregator>', operation, values);
  const problems = useMemo(() => parameterProblems(operation, values), [operation, values]);
  const serverIssue = server === OTHER ? serverProblem(typedServer.trim()) : null;
  const limitMs = Math.max(0.1, Number(limitS) || DEFAULT_LIMIT_S) * 1000;
  const curl = curlLine(operation, url);
  const isGet = operation.method === 'GET';

  const onSubmit = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    if (!isGet || pending) return;
    setShowProblems(true);
    if (serverIssue || Object.keys(problems).length > 0) return;
    controller.current = new AbortController();
    setPending(true);
    setResult(null);
    const outcome = await send(url, {signal: controller.current.signal, limitMs});
    setResult({outcome, url, ...contractCheck(operation, data, outcome)});
    setVersion(outcome.kind === 'answer' ? {kind: 'pending'} : null);
    if (outcome.kind === 'answer') void compareVersions(base, operationId, outcome, contractCheck).then(setVersion);
    setPending(false);
    controller.current = null;
  };

  const onFill = async (name: string): Promise<void> => {
    const parameter = operation.parameters.find((p) => p.name === name);
    if (!parameter?.fill || filling) return;
    if (serverIssue) {
      setShowProblems(true);
      return;
    }
    setFilling(name);
    controller.current = new AbortController();
    const result = await fillFromList(base, parameter, {signal: controller.current.signal, limitMs});
    controller.current = null;
    setFilling(null);
    if ('value' in result) {
      setValues((current) => ({...current, [name]: result.value}));
      setFilled((current) => ({...current, [name]: {ok: true, text: `Filled from GET ${parameter.fill!.from} of this aggregator.`}}));
    } else {
      setFilled((current) => ({...current, [name]: {ok: false, text: `Not filled: ${result.problem}`}}));
    }
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <div className={styles.panel}>
      <form onSubmit={onSubmit} aria-label={`Try ${operation.method} ${operation.path}`} noValidate>
        {!isGet && (
          <p className={styles.note}>
            This request changes the state of the aggregator that receives it (a registration, a signature, a download
            counted in its statistics), so this page does not send it: a real aggregator would record it. Use the curl
            line below against your own aggregator (a local devnet, for instance).
          </p>
        )}
        <div className={styles.row}>
          <label htmlFor={field('server')}>Aggregator</label>
          <select id={field('server')} value={server} onChange={(e) => setServer(e.target.value)}>
            {data.servers.map((s) => (
              <option key={s.url} value={s.url}>
                {s.description.split(',')[0]} ({s.url})
              </option>
            ))}
            <option value={OTHER}>Another address...</option>
          </select>
        </div>
        {server === OTHER && (
          <div className={styles.row}>
            <label htmlFor={field('typed')}>Aggregator address</label>
            <input
              id={field('typed')}
              type="url"
              value={typedServer}
              placeholder="https://aggregator.example.net/aggregator"
              onChange={(e) => setTypedServer(e.target.value)}
              aria-invalid={showProblems && !!serverIssue}
              aria-describedby={`${field('typed')}-hint`}
            />
            <p id={`${field('typed')}-hint`} className={styles.hint}>
              {showProblems && serverIssue ? serverIssue : 'The base address, up to and including /aggregator.'}
            </p>
          </div>
        )}
        {operation.parameters.map((p) => (
          <div className={styles.row} key={p.name}>
            <label htmlFor={field(p.name)}>
              {p.name} <span className={styles.where}>({p.in}{p.required ? ', required' : ''})</span>
            </label>
            <input
              id={field(p.name)}
              type="text"
              spellCheck={false}
              autoComplete="off"
              value={values[p.name] ?? ''}
              onChange={(e) => setValues({...values, [p.name]: e.target.value})}
              aria-invalid={showProblems && !!problems[p.name]}
              aria-describedby={`${field(p.name)}-hint`}
              list={p.latest ? `${field(p.name)}-list` : undefined}
              placeholder={p.fill ? `for instance ${p.example}` : undefined}
            />
            {p.fill && (
              <button
                type="button"
                className={styles.secondary}
                data-try-it-fill={p.name}
                disabled={filling !== null || pending}
                aria-describedby={`${field(p.name)}-hint`}
                onClick={() => void onFill(p.name)}>
                {filling === p.name ? 'Reading...' : `Fill from GET ${p.fill.from}`}
              </button>
            )}
            {p.latest && (
              <datalist id={`${field(p.name)}-list`}>
                <option value="latest" />
                <option value="latest-1" />
                <option value="latest-2" />
                {p.example && <option value={p.example} />}
              </datalist>
            )}
            <p id={`${field(p.name)}-hint`} className={styles.hint}>
              {showProblems && problems[p.name]
                ? p.fill && problems[p.name] === 'Required.'
                  ? `Required: press "Fill from GET ${p.fill.from}" or paste one from this aggregator.`
                  : problems[p.name]
                : filled[p.name]
                  ? filled[p.name].text
                  : p.fill
                    ? `Read the newest from GET ${p.fill.from} of the aggregator above (sent when you press Fill), or paste one.`
                    : p.latest
                  ? `An epoch number, latest, or latest-N (example: ${p.example}).`
                  : p.in === 'query'
                    ? 'Values joined with commas.'
                    : `Example: ${p.example}`}
            </p>
          </div>
        ))}
        {isGet && (
          <div className={styles.row}>
            <label htmlFor={field('limit')}>Time limit (seconds)</label>
            <input id={field('limit')} type="number" min="0.1" step="any" inputMode="decimal" value={limitS} onChange={(e) => setLimitS(e.target.value)} />
          </div>
        )}
        <div className={styles.actions}>
          {isGet && (
            <>
              <button type="submit" className={styles.primary} disabled={pending}>
                Send
              </button>
              <button type="button" className={styles.secondary} disabled={!pending} onClick={() => controller.current?.abort()}>
                Cancel
              </button>
            </>
          )}
          <CopyButton text={curl} label="Copy curl" />
        </div>
        <p className={styles.label}>{isGet ? 'The same request with curl:' : 'The request with curl:'}</p>
        {/* Focusable: a long command scrolls (WCAG scrollable-region-focusable). */}
        <pre className={styles.curl} data-try-it-curl="" tabIndex={0} role="region" aria-label={`curl command for ${operation.method} ${operation.path}`}>
          <code>{curl}</code>
        </pre>
      </form>
      <div role="status" aria-live="polite" className={styles.status} data-try-it-status="">
        {pending ? `Sending to ${new URL(url, 'http://x').host}...` : result ? announce(result) : Object.values(filled).at(-1)?.text ?? ''}
      </div>
      {result && <ResultView result={result} operation={operation} operationId={operationId} />}
      {result && version && <VersionNote state={version} operationId={operationId} />}
    </div>
  );
}

function ResultView({result, operation, operationId}: {result: Result; operation: TryItOperation; operationId: string}): React.JSX.Element {
  const {outcome} = result;
  if (outcome.kind === 'redirect') {
    return (
      <div className={styles.result} data-try-it-result="redirect">
        <p>
          The aggregator answered with a redirection (3xx) and the panel did not follow it. A browser hides a redirection
          from the page that asked (an &quot;opaque&quot; answer: no status, no <code>Location</code>), and the
          aggregator exposes no header to other origins, so the target cannot be shown here. The curl line above prints
          the status and the <code>Location</code>.
        </p>
        {operationId === 'downloadSnapshot' && (
          <p>
            This route points to the aggregator&apos;s own <code>snapshot_download/</code> path, which serves files only
            when the aggregator uses the <code>local</code> snapshot uploader. Hosted aggregators keep archives in cloud
            storage: take a URL from the <code>locations</code> of the snapshot (Get a snapshot, same digest).
          </p>
        )}
      </div>
    );
  }
  if (outcome.kind === 'timeout' || outcome.kind === 'cancelled') {
    return (
      <div className={styles.result} data-try-it-result={outcome.kind}>
        <p>
          {outcome.kind === 'timeout'
            ? `Stopped after ${outcome.limitMs / 1000} s without an answer. The aggregator may be busy or unreachable; raise the time limit or try again.`
            : `Cancelled after ${outcome.ms} ms.`}{' '}
          Everything typed is kept.
        </p>
      </div>
    );
  }
  if (outcome.kind === 'network') {
    return (
      <div className={styles.result} data-try-it-result="network">
        <p>
          No answer from <code>{new URL(result.url, 'http://x').origin}</code>: the address may be wrong, the aggregator
          down or unreachable from this browser (offline, a firewall, an https page asking an http address), or it
          refused this page&apos;s origin. The browser gives a page no more detail ({outcome.message}). Everything typed is kept.
        </p>
      </div>
    );
  }
  // Pretty-printed from the lossless parse: every number as the aggregator wrote it.
  const pretty = outcome.json !== undefined ? prettyJson(outcome.json) : outcome.text;
  return (
    <div className={styles.result} data-try-it-result="answer">
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd data-try-it-http-status="">
          {outcome.status} {outcome.statusText}
        </dd>
        <dt>Time</dt>
        <dd>{outcome.ms} ms</dd>
        {outcome.headers.map(([name, value]) => (
          <React.Fragment key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </React.Fragment>
        ))}
      </dl>
      <p className={styles.hint}>
        Other headers, such as <code>mithril-api-version</code>, are not exposed to web pages by the aggregator.
      </p>
      <div data-try-it-check="">
        {result.unchecked ? (
          <p>{result.unchecked}</p>
        ) : result.check && result.check.errors.length === 0 ? (
          <p className={styles.ok}>Contract check: matches the documented schema{operation.responses[String(outcome.status)] === undefined ? ' (default response)' : ''}.</p>
        ) : (
          result.check && (
            <>
              <p className={styles.bad}>Contract check: {result.check.errors.length} difference(s) from the documented schema:</p>
              <ul>
                {result.check.errors.map((d, i) => (
                  <li key={i} data-kind={d.kind}>
                    {d.message}
                  </li>
                ))}
              </ul>
            </>
          )
        )}
        {result.check && result.check.notes.length > 0 && (
          <>
            <p>Not in the description (allowed, since its objects are open, but worth documenting):</p>
            <ul>
              {result.check.notes.map((d, i) => (
                <li key={i} data-kind={d.kind}>
                  {d.message}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {pretty !== '' && (
        <details className={styles.body} open={pretty.length < 20000}>
          <summary>
            Body ({outcome.json !== undefined ? 'JSON' : `not JSON: ${outcome.jsonError ?? ''}`}, {outcome.text.length} characters)
          </summary>
          <CopyButton text={pretty} label="Copy body" />
          <pre data-try-it-body="" tabIndex={0} role="region" aria-label="Response body">
            <code>{pretty}</code>
          </pre>
        </details>
      )}
    </div>
  );
}
