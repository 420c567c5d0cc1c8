/**
 * A calculator of a signer's lottery odds (docs/mithril/advanced/mithril-protocol/protocol.md):
 * the reader types a pool's share of the stake and reads what it wins for one message. Its Markdown
 * form, for the page's twin, is ./index.twin.md.
 */
import React, {useId, useState, type ReactNode} from 'react';
import {oddsOf, percent, type LotteryParameters} from './odds';
import styles from './styles.module.css';

export default function LotteryOdds({k, m, phiF, initialShare = 0.1}: LotteryParameters & {initialShare?: number}): ReactNode {
  const id = useId();
  const [typed, setTyped] = useState(String(initialShare));
  const share = Number(typed);
  const valid = typed.trim() !== '' && Number.isFinite(share) && share > 0 && share <= 100;
  const odds = valid ? oddsOf(share / 100, {k, m, phiF}) : undefined;
  return (
    <figure className={styles.calculator}>
      <figcaption className={styles.caption}>
        Lottery odds of one signer, with k = {k}, m = {m} and φ<sub>f</sub> = {phiF}
      </figcaption>
      <div className={styles.field}>
        <label htmlFor={`${id}-share`}>Share of the total stake held by the pool (%)</label>
        <input
          id={`${id}-share`}
          className={styles.input}
          type="number"
          inputMode="decimal"
          min="0.0001"
          max="100"
          step="any"
          value={typed}
          aria-invalid={!valid}
          aria-describedby={`${id}-result`}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <output id={`${id}-result`} htmlFor={`${id}-share`} aria-live="polite" className={styles.result}>
        {odds ? (
          <dl>
            <dt>Chance of winning one given index, φ(s)</dt>
            <dd>{percent(odds.perIndex)}</dd>
            <dt>Indexes won for one message, on average</dt>
            <dd>
              {odds.expectedWins.toFixed(odds.expectedWins < 10 ? 2 : 1)} of {m}
            </dd>
            <dt>Chance of winning at least one index</dt>
            <dd>{percent(odds.atLeastOne)}</dd>
            <dt>Share of the quorum k those wins cover</dt>
            <dd>{percent(odds.shareOfQuorum)}</dd>
          </dl>
        ) : (
          <p>Type a share between 0 and 100, such as 0.1 for a pool holding a thousandth of the stake.</p>
        )}
      </output>
    </figure>
  );
}
