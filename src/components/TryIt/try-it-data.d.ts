declare module '@mithril/try-it-data' {
  const data: import('@site/src/components/TryIt/types').TryItData;
  export default data;
}
