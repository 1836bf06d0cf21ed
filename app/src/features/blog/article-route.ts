import { blogArticleRoute, normalise, type AppRoute } from '../../public-routes';
import { blogArticles } from './articles';

/** A blog article's entry, named after the article (undefined for other paths). */
export function findArticleRoute(pathname: string): AppRoute | undefined {
  const slug = /^blog\/([^/]+)$/.exec(normalise(pathname))?.[1];
  const article = slug ? blogArticles.find((entry) => entry.slug === slug) : undefined;
  if (!article) return undefined;
  return {
    ...blogArticleRoute,
    path: normalise(pathname),
    title: article.title,
    description: article.summary,
  };
}
