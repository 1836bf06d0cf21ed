import { findRoute } from '../routes';
import { metaFrom } from './seo';

/**
 * The `meta` export of pages whose entry is not among the public rows: signed-in and admin screens,
 * and blog articles (named after the article).
 */
export const metaForPath = metaFrom(findRoute);
