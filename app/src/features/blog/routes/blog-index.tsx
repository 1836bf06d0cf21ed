import { Link } from 'react-router';
import { PageContainer, PageIntro } from '../../../components/page';
import { metaForPath } from '../../../lib/seo';
import { blogArticles, formatPublished } from '../articles';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

export default function BlogIndex() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Blog" title="Notes from the Kiln team">
        How we build a component copilot: generation, validation, accessibility and the frameworks
        we target.
      </PageIntro>
      <ul className="flex flex-col gap-6">
        {blogArticles.map((article) => (
          <li
            key={article.slug}
            className="rounded-card border border-border bg-card p-6 text-card-foreground shadow-card"
          >
            <article className="flex flex-col gap-2">
              <time dateTime={article.published} className="text-sm text-muted-foreground">
                {formatPublished(article.published)}
              </time>
              <h2 className="text-xl font-semibold">
                <Link
                  to={`/blog/${article.slug}`}
                  className="rounded-control outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {article.title}
                </Link>
              </h2>
              <p className="text-muted-foreground">{article.summary}</p>
            </article>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
