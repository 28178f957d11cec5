import { ScreenText } from '@zhuyun/contracts';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion';

/**
 * The scrolling news list (资讯): the items run upwards in a loop; the list is drawn twice so the loop has no seam.
 * Short lists that fit stand still, and so does every list when the system asks for less motion: the person scrolls it.
 */
export function NewsList({ items }: { items: string[] }) {
  const still = usePrefersReducedMotion();
  const scrolls = items.length > 5 && !still;
  return (
    <div className={still ? 'screen-news screen-news-still' : 'screen-news'}>
      <ul className={scrolls ? 'screen-news-track screen-news-scrolling' : 'screen-news-track'} style={{ animationDuration: `${items.length * 3}s` }}>
        {items.map((title, i) => (
          <li key={i} className="screen-news-item">
            {title}
          </li>
        ))}
        {scrolls
          ? items.map((title, i) => (
              <li key={`again-${i}`} className="screen-news-item" aria-hidden="true">
                {title}
              </li>
            ))
          : null}
      </ul>
      {items.length === 0 ? <p className="screen-state">{ScreenText.newsEmpty}</p> : null}
    </div>
  );
}
