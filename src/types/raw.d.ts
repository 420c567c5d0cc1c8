declare module '*?raw' {
  const source: string;
  export default source;
}
