// A worker thread starts without the parent's TypeScript loader: register tsx, then load the thread.
import { register } from 'tsx/esm/api';

register();
await import('./submission-thread-worker.ts');
