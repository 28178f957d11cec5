import type { ReactNode } from 'react';

/**
 * A titled panel of the home page, drawn like antd's Card. Plain elements: the home page is part of the signed-in
 * first load, and Card alone (it imports Tabs) was ≈ 13 kB gzip of it.
 */
export function HomeCard({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  const titleId = title ? `home-card-${title}` : undefined;
  return (
    <section className={className ? `home-card ${className}` : 'home-card'} aria-labelledby={titleId}>
      {title && (
        <h2 id={titleId} className="home-card__title">
          {title}
        </h2>
      )}
      <div className="home-card__body">{children}</div>
    </section>
  );
}
