export * from './rules';
export { typeDefs } from './typeDefs.generated';
