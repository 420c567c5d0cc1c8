/**
 * OVERRIDES_OFF=id1,id2 switches overrides off for one build (A/B measurements: bytes with
 * `npm run build`, TBT with `npm run bench:lighthouse` on that build). Only entries of
 * overrides/manifest.json with `"switch": true` can be switched off; any other id fails the build,
 * naming it, so that a typo does not measure the unchanged site.
 */
'use strict';

const manifest = require('./manifest.json');

/** The ids switched off by OVERRIDES_OFF (validated). */
function offList(env = process.env) {
  const ids = (env.OVERRIDES_OFF ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  for (const id of ids) {
    const entry = manifest.overrides.find((o) => o.id === id);
    if (!entry) throw new Error(`[overrides] OVERRIDES_OFF names "${id}", which is not in overrides/manifest.json`);
    if (!entry.switch) throw new Error(`[overrides] OVERRIDES_OFF names "${id}", which cannot be switched off ("switch": false in overrides/manifest.json)`);
  }
  return ids;
}

/** Whether the override `id` is on for this build. */
function isOn(id, env = process.env) {
  if (!manifest.overrides.some((o) => o.id === id)) throw new Error(`[overrides] unknown override id "${id}" (overrides/manifest.json)`);
  return !offList(env).includes(id);
}

module.exports = {offList, isOn};
