import { GraphQLClient } from 'graphql-request';
// The typed document lives with the site's typed client, whose types are generated from the API's schema.
import { courseSearchQuery } from '../../web/lib/graphql-client/course-search-query';

export type FoundCourse = { slug: string; name: string; category: string };

/** How many matches the picker lists; a longer search narrows them. */
export const SEARCH_RESULTS = 10;

/**
 * Searches the live catalogue through the site's read API (`{siteOrigin}/api/graphql`): courses whose name, title or
 * heading contain the text, best match first. Throws when the site cannot be reached or refuses the search.
 */
export async function searchCourses(siteOrigin: string, text: string, signal?: AbortSignal): Promise<FoundCourse[]> {
  const client = new GraphQLClient(new URL('/api/graphql', siteOrigin).toString());
  const { courses } = await client.request({
    document: courseSearchQuery,
    variables: { search: text.trim(), first: SEARCH_RESULTS },
    signal,
  });
  return courses.edges.map(({ node }) => ({ slug: node.slug, name: node.name, category: node.category.name }));
}
