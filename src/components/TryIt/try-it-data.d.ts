declare module '@mithril/try-it-data' {
  const data: import('@site/src/components/TryIt/types').TryItData;
  export default data;
}
declare module '@mithril/try-it-data-next' {
  const data: import('@site/src/components/TryIt/types').TryItData;
  export default data;
}
