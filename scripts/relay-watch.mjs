// `npm run relay:watch`: compiles Relay's artifacts now and after every change of the app's
// sources or the schema, one line per compile. Ctrl-C stops.
import { watchRelay } from './relay.mjs';

watchRelay({ compileNow: true });
