#!/usr/bin/env bash
#
# verify_signer_registration.sh
#
# Asks a Mithril aggregator whether a signer (identified by its party id, i.e. the
# pool id in bech32 form, such as pool1...) is registered for the current epoch.
#
# Usage:
#   PARTY_ID=pool1... AGGREGATOR_ENDPOINT=https://aggregator.example/aggregator \
#     ./verify_signer_registration.sh
#
# Exit codes:
#   0  the signer is registered at the current epoch
#   1  the signer is not registered at the current epoch
#   2  missing environment variable or missing tool (curl, jq)
#   3  the aggregator could not be reached or returned an unexpected answer

set -uo pipefail

fail() {
  local code="$1"
  shift
  echo ">> Error: $*" >&2
  exit "$code"
}

for tool in curl jq; do
  command -v "$tool" >/dev/null 2>&1 || fail 2 "'$tool' is required but was not found in PATH."
done

[ -n "${PARTY_ID:-}" ] || fail 2 "set PARTY_ID to the pool id of your signer (for example pool1...)."
[ -n "${AGGREGATOR_ENDPOINT:-}" ] || fail 2 "set AGGREGATOR_ENDPOINT to the aggregator URL of your Mithril network."

# Tolerate a trailing slash in the endpoint.
AGGREGATOR_ENDPOINT="${AGGREGATOR_ENDPOINT%/}"

echo ">> Aggregator: ${AGGREGATOR_ENDPOINT}"
echo ">> Party id:   ${PARTY_ID}"

# 1. Which epoch is the aggregator in?
epoch_settings=$(curl --silent --show-error --fail --location "${AGGREGATOR_ENDPOINT}/epoch-settings") \
  || fail 3 "could not read ${AGGREGATOR_ENDPOINT}/epoch-settings."
epoch=$(jq -r '.epoch // empty' <<<"$epoch_settings") \
  || fail 3 "the epoch settings answer is not valid JSON."
[ -n "$epoch" ] || fail 3 "the epoch settings answer has no 'epoch' field."

echo ">> Current epoch: ${epoch}"

# 2. Which signers registered at that epoch?
registrations=$(curl --silent --show-error --fail --location "${AGGREGATOR_ENDPOINT}/signers/registered/${epoch}") \
  || fail 3 "could not read ${AGGREGATOR_ENDPOINT}/signers/registered/${epoch}."

total=$(jq -r '(.registrations // []) | length' <<<"$registrations") \
  || fail 3 "the registered signers answer is not valid JSON."

echo ">> Signers registered at epoch ${epoch}: ${total}"

if jq -e --arg id "$PARTY_ID" 'any((.registrations // [])[]; .party_id == $id)' <<<"$registrations" >/dev/null; then
  echo ">> Congrats, your signer node is registered at epoch ${epoch}!"
  exit 0
fi

echo ">> Your signer node is not registered: party id ${PARTY_ID} is not among the ${total} signers registered at epoch ${epoch}." >&2
echo ">> Check the signer logs, its configuration (network, aggregator endpoint, KES key and operational certificate) and try again later." >&2
exit 1
