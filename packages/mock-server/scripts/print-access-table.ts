// Prints the operation access table for docs/decisions.md (npm run docs:access).
import { createMockServer } from '../src/core';
import { accessTable } from '../src/core/accessTable';

const server = await createMockServer({ empty: true });
console.log(accessTable(server.schema));
