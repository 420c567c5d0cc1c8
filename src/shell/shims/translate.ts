/**
 * `@docusaurus/Translate` in the shell's bundle (./index.ts): the message as written. The site has
 * one locale, English, whose messages are the ones written in the code; the shell's build fails
 * if another locale is configured (plugins/deferred-app).
 */
export function translate({message}: {id?: string; message: string; description?: string}): string {
  return message;
}
