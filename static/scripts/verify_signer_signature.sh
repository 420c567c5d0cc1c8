#!/usr/bin/env bash
#
# verify_signer_signature.sh
#
# Looks through the most recent certificates of a Mithril aggregator and reports
# whether a signer (identified by its party id, i.e. its pool id such as pool1...)
# contributed an individual signature to one of them.
#
# The list returned by GET /certificates holds the latest certificates (about 20);
# the signers of each certificate are read from GET /certificate/<hash>.
#
# Usage:
#   PARTY_ID=pool1... AGGREGATOR_ENDPOINT=https://aggregator.example/aggregator \
#     ./verify_signer_signature.sh
#
# Exit codes:
#   0  the party id was found among the signers of a recent certificate
#   1  the party id was not found in any of the recent certificates
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

AGGREGATOR_ENDPOINT="${AGGREGATOR_ENDPOINT%/}"

echo ">> Aggregator: ${AGGREGATOR_ENDPOINT}"
echo ">> Party id:   ${PARTY_ID}"

certificates=$(curl --silent --show-error --fail --location "${AGGREGATOR_ENDPOINT}/certificates") \
  || fail 3 "could not read ${AGGREGATOR_ENDPOINT}/certificates."

hashes=$(jq -r '.[].hash' <<<"$certificates") \
  || fail 3 "the certificate list is not the expected JSON array."

count=$(grep -c . <<<"$hashes" || true)
[ "$count" -gt 0 ] || fail 3 "the aggregator returned an empty certificate list."

echo ">> Scanning the ${count} most recent certificates..."

checked=0
while IFS= read -r hash; do
  [ -n "$hash" ] || continue
  checked=$((checked + 1))

  certificate=$(curl --silent --show-error --fail --location "${AGGREGATOR_ENDPOINT}/certificate/${hash}") || {
    echo ">> Warning: could not read certificate ${hash}, skipping it." >&2
    continue
  }

  if jq -e --arg id "$PARTY_ID" 'any((.metadata.signers // [])[]; .party_id == $id)' <<<"$certificate" >/dev/null 2>&1; then
    epoch=$(jq -r '.epoch // "?"' <<<"$certificate" 2>/dev/null)
    echo ">> Congrats, your signer contributed to certificate ${hash} (epoch ${epoch}):"
    echo ">>   ${AGGREGATOR_ENDPOINT}/certificate/${hash}"
    exit 0
  fi
done <<<"$hashes"

echo ">> Party id ${PARTY_ID} was not found among the signers of the ${checked} most recent certificates." >&2
echo ">> A signer only signs two epochs after its first registration, and it does not win a lottery for every certificate: try again later." >&2
exit 1
