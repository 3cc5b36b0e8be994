import { describe, expect, it } from 'vitest';
import {
  Environment,
  Network,
  RecordSource,
  Store,
  type RecordProxy,
  type RecordSourceProxy,
} from 'relay-runtime';
import { placeInConnection, removeFromConnection, type SortedConnection } from './sortedConnection';

const CONNECTION = 'client:Company:co1:customers';

/** A store holding one loaded connection of customers named `names`, in that order. */
function loaded(
  names: string[],
  { hasNextPage, totalCount }: { hasNextPage: boolean; totalCount: number },
) {
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('no network in this test'))),
    store: new Store(new RecordSource()),
  });
  environment.commitUpdate((store) => {
    const connection = store.create(CONNECTION, 'CustomerConnection');
    const pageInfo = store.create(`${CONNECTION}:pageInfo`, 'PageInfo');
    pageInfo.setValue(hasNextPage, 'hasNextPage');
    connection.setLinkedRecord(pageInfo, 'pageInfo');
    connection.setValue(totalCount, 'totalCount');
    connection.setLinkedRecords(
      names.map((name, i) => {
        const edge = store.create(`${CONNECTION}:edge${i}`, 'CustomerEdge');
        edge.setLinkedRecord(customer(store, `c${i}`, name), 'node');
        return edge;
      }),
      'edges',
    );
  });
  const change = (update: (store: RecordSourceProxy, sorted: SortedConnection) => void) =>
    environment.commitUpdate((store) =>
      update(store, {
        connection: store.get(CONNECTION),
        sortBy: 'displayName',
        edgeType: 'CustomerEdge',
        keeps: (record) => record.getValue('status') !== 'inactive',
      }),
    );
  const read = () => {
    const source = environment.getStore().getSource();
    const edges = (source.get(CONNECTION)?.edges as { __refs: string[] }).__refs;
    const names = edges.map((ref) => {
      const node = (source.get(ref)?.node as { __ref: string }).__ref;
      return source.get(node)?.displayName;
    });
    return { names, total: source.get(CONNECTION)?.totalCount };
  };
  return { change, read };
}

function customer(store: RecordSourceProxy, id: string, name: string): RecordProxy {
  const record = store.get(`Customer:${id}`) ?? store.create(`Customer:${id}`, 'Customer');
  record.setValue(id, 'id');
  record.setValue(name, 'displayName');
  return record;
}

describe('a sorted connection after a write (the customers page)', () => {
  it('puts a new customer in its place among the loaded rows, by the shared name order', () => {
    const list = loaded(['Ann', 'cole', 'Émile'], { hasNextPage: true, totalCount: 9 });
    list.change((store, sorted) =>
      placeInConnection(store, sorted, customer(store, 'n1', 'bea'), true),
    );
    expect(list.read()).toEqual({ names: ['Ann', 'bea', 'cole', 'Émile'], total: 10 });
  });

  it('leaves one that sorts after the loaded rows to the pages still to come', () => {
    const list = loaded(['Ann', 'Bea'], { hasNextPage: true, totalCount: 9 });
    list.change((store, sorted) =>
      placeInConnection(store, sorted, customer(store, 'n1', 'Zed'), true),
    );
    expect(list.read()).toEqual({ names: ['Ann', 'Bea'], total: 10 });
  });

  it('adds it at the end when every page is loaded', () => {
    const list = loaded(['Ann', 'Bea'], { hasNextPage: false, totalCount: 2 });
    list.change((store, sorted) =>
      placeInConnection(store, sorted, customer(store, 'n1', 'Zed'), true),
    );
    expect(list.read()).toEqual({ names: ['Ann', 'Bea', 'Zed'], total: 3 });
  });

  it('moves a renamed customer, out of the loaded rows when it now sorts past them', () => {
    const list = loaded(['Ann', 'Bea', 'Cy'], { hasNextPage: true, totalCount: 9 });
    list.change((store, sorted) =>
      placeInConnection(store, sorted, customer(store, 'c0', 'Bob'), false),
    );
    expect(list.read()).toEqual({ names: ['Bea', 'Bob', 'Cy'], total: 9 });
    list.change((store, sorted) =>
      placeInConnection(store, sorted, customer(store, 'c0', 'Zoe'), false),
    );
    expect(list.read()).toEqual({ names: ['Bea', 'Cy'], total: 9 });
  });

  it('takes out one the filter no longer keeps, and a deleted one, from the rows and the count', () => {
    const list = loaded(['Ann', 'Bea', 'Cy'], { hasNextPage: false, totalCount: 3 });
    list.change((store, sorted) => {
      const bea = customer(store, 'c1', 'Bea');
      bea.setValue('inactive', 'status');
      placeInConnection(store, sorted, bea, false);
    });
    expect(list.read()).toEqual({ names: ['Ann', 'Cy'], total: 2 });
    list.change((store, sorted) => removeFromConnection(sorted, store.get('Customer:c2')));
    expect(list.read()).toEqual({ names: ['Ann'], total: 1 });
  });
});
