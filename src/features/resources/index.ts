export {
  articleSlug,
  blogTeasers,
  caseStudies,
  caseStudySlug,
  findArticle,
  findCaseStudy,
  type BlogTeaser,
  type CaseStudyTeaser,
} from './content/articles';
