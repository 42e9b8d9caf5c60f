// Parts of the message catalogues, cut by the build (scripts/message-catalogues.ts, namespaces.ts).
declare module 'virtual:messages/*' {
  const messages: Record<string, string>;
  // eslint-disable-next-line import-x/no-default-export -- the shape the virtual modules have
  export default messages;
}
