/** The lottery of the Mithril protocol, for a signer holding a share of the stake. */
export interface LotteryParameters {
  /** Quorum: distinct winning indexes a certificate needs. */
  k: number;
  /** Lottery indexes drawn for each message. */
  m: number;
  /** Chance of winning one index with all of the stake. */
  phiF: number;
}

export interface Odds {
  /** Chance of winning one given index: phi(s) = 1 - (1 - phi_f)^s. */
  perIndex: number;
  /** Indexes won on average for one message: m * phi(s). */
  expectedWins: number;
  /** Chance of winning at least one index of a message: 1 - (1 - phi(s))^m. */
  atLeastOne: number;
  /** The expected wins as a share of the quorum k. */
  shareOfQuorum: number;
}

/** The odds of a signer holding `share` (0 to 1) of the total stake. */
export function oddsOf(share: number, {k, m, phiF}: LotteryParameters): Odds {
  const perIndex = 1 - (1 - phiF) ** share;
  const expectedWins = m * perIndex;
  return {perIndex, expectedWins, atLeastOne: 1 - (1 - perIndex) ** m, shareOfQuorum: expectedWins / k};
}

/** A probability as a percentage, with enough digits to be told apart from 0 and 100. */
export function percent(p: number): string {
  const value = p * 100;
  if (value >= 99.995 && value < 100) return '> 99.99%';
  if (value > 0 && value < 0.01) return '< 0.01%';
  return `${value.toFixed(2)}%`;
}
