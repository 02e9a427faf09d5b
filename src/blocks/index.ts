/*
 * The one list of block types. Adding a block: make a folder beside this file with schema.ts,
 * Block.tsx, styles.css, and add it here (its import and its entry in the list). The JSON Schemas, the registry checks and the
 * renderer's map (which loads ./<type>/Block.tsx by name) all follow from this list.
 */
import hero from './hero/schema.ts';
import introBanner from './intro-banner/schema.ts';
import approach from './approach/schema.ts';
import whyUs from './why-us/schema.ts';
import problemCards from './problem-cards/schema.ts';
import serviceList from './service-list/schema.ts';
import industriesServed from './industries-served/schema.ts';
import industryDirectory from './industry-directory/schema.ts';
import insightCards from './insight-cards/schema.ts';
import testimonials from './testimonials/schema.ts';
import awardsRow from './awards-row/schema.ts';
import awardQuotes from './award-quotes/schema.ts';
import expectations from './expectations/schema.ts';
import blogTeasers from './blog-teasers/schema.ts';
import openPositions from './open-positions/schema.ts';
import offices from './offices/schema.ts';
import engagementOffers from './engagement-offers/schema.ts';
import richText from './rich-text/schema.ts';
import callToAction from './call-to-action/schema.ts';
import comingSoon from './coming-soon/schema.ts';
import notFound from './not-found/schema.ts';
import form from './form/schema.ts';
import logoWall from './logo-wall/schema.ts';
import featuredQuote from './featured-quote/schema.ts';
import people from './people/schema.ts';
import timeline from './timeline/schema.ts';
import article from './article/schema.ts';
import caseStudy from './case-study/schema.ts';
import personProfile from './person-profile/schema.ts';
import insightsIndex from './insights-index/schema.ts';
import relatedInsights from './related-insights/schema.ts';

export const blocks = [
  hero,
  introBanner,
  approach,
  whyUs,
  problemCards,
  serviceList,
  industriesServed,
  industryDirectory,
  insightCards,
  testimonials,
  awardsRow,
  awardQuotes,
  expectations,
  blogTeasers,
  openPositions,
  offices,
  engagementOffers,
  richText,
  callToAction,
  comingSoon,
  notFound,
  form,
  logoWall,
  featuredQuote,
  people,
  timeline,
  article,
  caseStudy,
  personProfile,
  insightsIndex,
  relatedInsights,
] as const;

export type Block = (typeof blocks)[number];
export type BlockType = Block['type'];
