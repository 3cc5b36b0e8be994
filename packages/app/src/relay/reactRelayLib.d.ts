/**
 * Types of the react-relay modules imported one by one (reactRelayHooks.ts, the customers page):
 * react-relay ships their code in lib/relay-hooks/ and their types only through its entries.
 */
declare module 'react-relay/lib/relay-hooks/loadQuery' {
  export { loadQuery } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/RelayEnvironmentProvider' {
  export { RelayEnvironmentProvider as default } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/useFragment' {
  export { useFragment as default } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/useMutation' {
  export { useMutation as default } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/usePaginationFragment' {
  export { usePaginationFragment as default } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/usePreloadedQuery' {
  export { usePreloadedQuery as default } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/useRelayEnvironment' {
  export { useRelayEnvironment as default } from 'react-relay/hooks';
}
