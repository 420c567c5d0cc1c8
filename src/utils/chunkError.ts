/** Whether `reason` says a chunk of the app's code could not be loaded (offline, or a deployment removed it). */
export function isChunkLoadError(reason: unknown): reason is Error {
  return reason instanceof Error && (reason.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(reason.message));
}
