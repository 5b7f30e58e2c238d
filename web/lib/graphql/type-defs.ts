/**
 * The read API's schema (issue 13). Schema-first: this text is the contract, `schema.graphql` is its printed copy
 * for clients and code generators (a test keeps the two equal), and resolvers.ts answers it.
 */
export const typeDefs = /* GraphQL */ `
  """
  The academy's live catalogue and its CMS content, read only. Lists are cursor connections: pass a page's
  \`pageInfo.endCursor\` as \`after\` for the next one. \`first\` is at most 50.
  """
  type Query {
    "Every category, in the catalogue's order."
    categories: [Category!]!
    "Courses of the catalogue: in id order, or best match first when the filter has a search."
    courses(filter: CourseFilter, first: Int = 20, after: String): CourseConnection!
    "The course with this slug (the last part of its page's address), or null."
    course(slug: String!): Course
    "A trainer and every course they teach, or null."
    trainer(id: Int!): Trainer
    "What marketing edits in the CMS: contact details, home page, About page, policy pages."
    site: Site!
  }

  input CourseFilter {
    "A category's name or slug; an unknown category is an error."
    category: String
    "Words in the course's name, title or heading (at most 200 characters)."
    search: String
    "Courses with at least one batch charged this way."
    feeType: FeeType
    "true: courses with at least one free batch; false: courses without one."
    free: Boolean
  }

  enum FeeType {
    Session
    Month
    Course
  }

  enum CourseType {
    Paid
    Free
  }

  type Category {
    name: String!
    slug: String!
    "The category's icon name, as the site's icon set spells it."
    icon: String!
    "The category's page on the site, from its root."
    path: String!
    "Its name in Hindi, as the site's Hindi pages show it; null where staff wrote none (they show the English)."
    hindiName: String
  }

  type Course {
    id: Int!
    slug: String!
    name: String!
    title: String!
    heading: String!
    category: Category!
    "The course's page on the site, from its root."
    path: String!
    imageUrl: String
    "Average of its ratings, one decimal; 0 without ratings."
    rating: Float!
    ratingsCount: Int!
    studentsCount: Int!
    "What the learner will learn, as HTML cleaned exactly as the course page cleans it."
    whatYouLearnHtml: String!
    metaTitle: String!
    metaDescription: String!
    schemaTitle: String!
    "Everyone who teaches this course, each with their batches of it."
    trainers: [TrainerCourse!]!
    "Its reviews, newest first."
    reviews(first: Int = 10, after: String): ReviewConnection!
    reviewSummary: ReviewSummary!
    "Other courses of its category, as the course page lists them."
    related(first: Int = 8): [Course!]!
    "Its texts in Hindi, as the site's Hindi pages show them."
    hindi: CourseHindi!
  }

  "A course's texts in Hindi: each null where staff wrote none, and the site's Hindi page shows the English one."
  type CourseHindi {
    title: String
    heading: String
    "Cleaned as whatYouLearnHtml is."
    whatYouLearnHtml: String
    metaTitle: String
    metaDescription: String
  }

  type CourseConnection {
    edges: [CourseEdge!]!
    pageInfo: PageInfo!
    "How many courses the whole filter matches."
    totalCount: Int!
  }

  type CourseEdge {
    cursor: String!
    node: Course!
  }

  type PageInfo {
    hasNextPage: Boolean!
    "The cursor of the page's last item; null for an empty page."
    endCursor: String
  }

  type Trainer {
    id: Int!
    name: String!
    imageUrl: String
    "Languages the trainer teaches in; empty when unknown."
    languages: [String!]!
    "Their name in Hindi; null where staff wrote none."
    hindiName: String
    "Every course this trainer teaches, each with their batches of it."
    courses: [TrainerCourse!]!
  }

  "One trainer's offer of one course: what they say of it and their batches."
  type TrainerCourse {
    trainer: Trainer!
    course: Course!
    description: String
    batches: [Batch!]!
  }

  type Batch {
    id: Int!
    days: [String!]!
    courseType: CourseType!
    "How the batch is charged; null for a free batch."
    feeType: FeeType
    timings: [Timing!]!
    "The price options of the batch."
    sessions: [Session!]!
    demoLink: String
  }

  type Timing {
    from: String!
    to: String!
    "'from - to', as the course page shows it."
    label: String!
  }

  type Session {
    name: String!
    "In whole rupees; null when free."
    price: Int
    "The price before a discount, in whole rupees; null when there is none."
    originalPrice: Int
    sessionsCount: Int
    "The option as the site says it, Indian grouping: '₹599 per session', '4 sessions: ₹2,199', '₹2,500 per month', 'Full Course: ₹8,000', 'Trial: Free'."
    display: String!
  }

  type Review {
    id: Int!
    studentName: String!
    "1 to 5 stars."
    rating: Int!
    text: String!
    "The student's photo, from the site's root; null without one."
    photoUrl: String
    "When it was posted, ISO 8601 in UTC."
    createdAt: String!
  }

  type ReviewConnection {
    edges: [ReviewEdge!]!
    pageInfo: PageInfo!
    "How many ratings the course has: the reviews listed, and the stars of deleted accounts' reviews, whose text is gone."
    totalCount: Int!
  }

  type ReviewEdge {
    cursor: String!
    node: Review!
  }

  type ReviewSummary {
    "Average of the ratings, one decimal; 0 without ratings."
    averageRating: Float!
    ratingsCount: Int!
    "Each star value's share of the ratings in percent, one decimal, from 5 stars down to 1."
    stars: [StarShare!]!
  }

  type StarShare {
    stars: Int!
    percentage: Float!
  }

  type Site {
    settings: SiteSettings!
    "The home page's marketing block and testimonials; null when the CMS has no home page."
    home: HomePage
    "The About page; null when the CMS has none."
    about: AboutPage
    "A policy page; null when the CMS has none of this kind."
    policy(kind: PolicyKind!): PolicyPage
  }

  type SiteSettings {
    brandName: String!
    brandBlurb: String!
    companyName: String!
    copyrightYear: Int
    phone: String!
    email: String!
    addressLines: [String!]!
    socialLinks: [SocialLink!]!
  }

  type SocialLink {
    network: String!
    label: String!
    href: String!
  }

  type HomePage {
    marketingTitle: String!
    marketingLine: String!
    "The testimonials of the home page's two rows, each once, in the first row's order."
    testimonials: [Testimonial!]!
  }

  type Testimonial {
    id: ID!
    authorName: String!
    text: String!
    authorImage: Image
    image: Image
  }

  type AboutPage {
    title: String!
    intro: String
    "Portable Text blocks."
    vision: JSON!
    "Portable Text blocks."
    mission: JSON!
    "The team in the editors' order."
    team: [TeamMember!]!
  }

  type TeamMember {
    id: ID!
    name: String!
    role: String!
    jobTitle: String
    bio: String!
    photo: Image
  }

  enum PolicyKind {
    terms
    privacy
    refund
  }

  type PolicyPage {
    kind: PolicyKind!
    title: String!
    "The date of the last change, YYYY-MM-DD."
    lastUpdated: String
    "Portable Text blocks."
    body: JSON!
  }

  type Image {
    url: String!
    alt: String!
    width: Int!
    height: Int!
  }

  "Any JSON value."
  scalar JSON
`;
