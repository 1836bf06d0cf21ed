import { Link, Navigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/page';
import { metaForPath } from '../../../lib/route-table-meta';
import { articleBodies } from '../article-bodies';
import { findArticle, formatPublished } from '../articles';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

export default function BlogArticle() {
  const article = findArticle(useParams().slug);
  if (!article) return <Navigate to="/blog" replace />;
  return (
    <PageContainer width="narrow">
      <article className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <Link to="/blog" className="text-sm text-link underline">
            All articles
          </Link>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{article.title}</h1>
          <time dateTime={article.published} className="text-sm text-muted-foreground">
            {formatPublished(article.published)}
          </time>
        </header>
        {(articleBodies[article.slug] ?? []).map((paragraph) => (
          <p key={paragraph} className="text-lg leading-relaxed text-muted-foreground">
            {paragraph}
          </p>
        ))}
      </article>
    </PageContainer>
  );
}
