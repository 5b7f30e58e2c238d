import 'server-only';
import { createLoaders, type Loaders } from './loaders';

/** What every resolver of one execution shares: its batched loaders, and the cache tags of what it read. */
export type GraphQLContext = {
  loaders: Loaders;
  /** Marks the answer as built on these cache tags (cached-execution.ts stores it under them). */
  tag: (...tags: string[]) => void;
};

export const createContext = (tag: GraphQLContext['tag']): GraphQLContext => ({ loaders: createLoaders(), tag });
