// The stand-in Content Lake for the browser tests (test/content-lake.ts) in a process of its own, on the port given.
// Usage: node --import tsx e2e/support/content-lake.ts <port>
import { startContentLake } from '../../test/content-lake';

const lake = await startContentLake({ port: Number(process.argv[2]) });
console.log(`stand-in Content Lake at ${lake.url}`);
process.on('SIGTERM', () => void lake.close().then(() => process.exit(0)));
