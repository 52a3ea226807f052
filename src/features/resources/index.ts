// The light public surface: teaser data and slugs (the router imports this to prerender every URL).
// Page components and the long article bodies are imported from their own modules so each route chunk
// downloads only what it shows.
export {
  articleSlug,
  blogTeasers,
  caseStudies,
  caseStudySlug,
  findArticle,
  findCaseStudy,
  newestFirst,
  type ArtworkKind,
  type BlogTeaser,
  type CaseStudyTeaser,
} from './content/articles';
