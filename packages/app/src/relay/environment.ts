import { Environment, RecordSource, Store, type Network } from 'relay-runtime';

/** Record ids are `Typename:id`: the backend's ids need only be unique within their type. */
export function getDataID(fieldValue: { [key: string]: unknown }, typeName: string): unknown {
  const id = fieldValue.id;
  return typeof id === 'string' || typeof id === 'number' ? `${typeName}:${id}` : undefined;
}

export function createEnvironment(network: ReturnType<typeof Network.create>): Environment {
  return new Environment({ network, store: new Store(new RecordSource()), getDataID });
}
