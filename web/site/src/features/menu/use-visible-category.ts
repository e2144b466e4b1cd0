// The category the customer is looking at while scrolling the menu, so its chip is the one lit:
// the first category section that crosses the band just under the sticky header and chips.
import { useEffect, useState } from 'react';

export function useVisibleCategory(ids: readonly string[], anchorOf: (id: string) => string) {
  const [visible, setVisible] = useState(ids[0]);
  const key = ids.join(',');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const crossing = entries.find((e) => e.isIntersecting);
        if (crossing) setVisible(crossing.target.id.replace(/^category-/, ''));
      },
      { rootMargin: '-110px 0px -70% 0px' },
    );
    for (const id of key.split(',')) {
      const section = document.getElementById(anchorOf(id));
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [key, anchorOf]);
  return [visible, setVisible] as const;
}
