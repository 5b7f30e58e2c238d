import { graphql } from './graphql';

/** Everything the course page shows, in one request: what the REST contract needs five calls for. */
export const coursePageQuery = graphql(`
  query CoursePage($slug: String!) {
    course(slug: $slug) {
      id name title heading path imageUrl rating ratingsCount studentsCount whatYouLearnHtml metaTitle metaDescription
      category { name path }
      trainers {
        description
        trainer { id name imageUrl languages }
        batches { id days courseType feeType demoLink timings { label } sessions { name price originalPrice display } }
      }
      reviewSummary { averageRating ratingsCount stars { stars percentage } }
      reviews(first: 10) { totalCount pageInfo { hasNextPage endCursor } edges { node { id studentName rating text photoUrl createdAt } } }
      related(first: 8) { name path imageUrl rating ratingsCount }
    }
  }
`);
