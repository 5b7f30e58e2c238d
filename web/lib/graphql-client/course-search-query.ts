import { graphql } from './graphql';

/** The Studio's course picker (studio/featured-courses): courses whose name, title or heading match, best first. */
export const courseSearchQuery = graphql(`
  query CourseSearch($search: String!, $first: Int) {
    courses(first: $first, filter: { search: $search }) {
      totalCount
      edges { node { slug name category { name } } }
    }
  }
`);
