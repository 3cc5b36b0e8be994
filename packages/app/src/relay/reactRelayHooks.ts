/**
 * What the app uses of 'react-relay/hooks', module by module: vite.config.ts resolves that import
 * here. Its entry is CommonJS that requires every hook, so every first page carried entry points,
 * query loaders, refetching and pagination it never runs (5 KiB of gzip). A name not exported here
 * fails the build: add it from react-relay's lib/relay-hooks/, unless only a later page needs it
 * and it is big (the customers page imports usePaginationFragment on its own).
 */
export { commitMutation, fetchQuery, graphql, readInlineData } from 'relay-runtime';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment';
