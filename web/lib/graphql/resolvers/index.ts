import 'server-only';
import { GraphQLScalarType } from 'graphql';
import { catalogueResolvers } from './catalogue';
import { contentResolvers } from './content';

/** Portable Text and other structured content, passed through as JSON (output only: the API takes no JSON input). */
const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: () => {
    throw new TypeError('JSON values are output only');
  },
});

export const resolvers = {
  JSON: JSONScalar,
  Query: { ...catalogueResolvers.Query, ...contentResolvers.Query },
  ...Object.fromEntries(Object.entries(catalogueResolvers).filter(([type]) => type !== 'Query')),
  ...Object.fromEntries(Object.entries(contentResolvers).filter(([type]) => type !== 'Query')),
};
