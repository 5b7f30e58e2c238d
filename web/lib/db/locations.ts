import path from 'node:path';
import { webRoot } from '../web-root';

export const migrationsFolder = () => path.join(webRoot(), 'lib', 'db', 'migrations');

export const defaultPgliteDir = () => path.join(webRoot(), '..', '.data', 'pglite');
