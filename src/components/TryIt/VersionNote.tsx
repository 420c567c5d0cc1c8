/**
 * The note a Try-it panel shows next to a result: the API version the aggregator runs, and, when
 * it is the version of the other reference, a link to it and the answer checked against its
 * contract (./version.ts).
 */
import React from 'react';
import {BASE_URL} from '@site/shared/site.mjs';
import {apiOperations, apiOperationsNext} from '@site/shared/apiOperations';
import {versionSummary, type VersionState} from './version';
import {cls as styles} from './styles';

/** Redoc's anchor of an operation (`tag/<tag>/operation/<id>`), in whichever reference has it. */
function anchorOf(operationId: string): string {
  const operation = (apiOperations as Record<string, {tag: string}>)[operationId] ?? (apiOperationsNext as Record<string, {tag: string}>)[operationId];
  return operation ? `#tag/${operation.tag}/operation/${operationId}` : '';
}

export function VersionNote({state, operationId}: {state: VersionState; operationId: string}): React.JSX.Element {
  if (state.kind !== 'other') {
    return (
      <p className={styles.hint} data-try-it-version={state.kind}>
        {versionSummary(state)}
      </p>
    );
  }
  const {matched, check, unchecked} = state;
  return (
    <div className={styles.note} data-try-it-version="other">
      <p>
        {versionSummary(state)}{' '}
        <a href={`${BASE_URL}${matched.route}${anchorOf(operationId)}`}>
          Open the {matched.label} reference (API {matched.version})
        </a>
        .
      </p>
      <div data-try-it-version-check="">
        {unchecked ? (
          <p>{unchecked}</p>
        ) : check && check.errors.length === 0 ? (
          <p className={styles.ok}>
            Checked against the {matched.label} contract (API {matched.version}): matches{check.notes.length ? `, with ${check.notes.length} field(s) it does not name` : ''}.
          </p>
        ) : (
          check && (
            <>
              <p className={styles.bad}>
                Checked against the {matched.label} contract (API {matched.version}): {check.errors.length} difference(s):
              </p>
              <ul>
                {check.errors.map((d, i) => (
                  <li key={i}>{d.message}</li>
                ))}
              </ul>
            </>
          )
        )}
      </div>
    </div>
  );
}
