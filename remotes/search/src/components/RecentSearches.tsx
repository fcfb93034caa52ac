import { historyLabel, type readSearchHistory } from '../pages/search-client.js';

/** SPEC §2 search history: the last searches other than the one shown. */
export function RecentSearches({ recent }: { recent: ReturnType<typeof readSearchHistory> }) {
  if (recent.length === 0) return null;
  return (
    <nav className="sr-history" aria-label="Recent searches">
      <span>Recent searches:</span>
      <ul>
        {recent.map((h) => (
          <li key={h.path}>
            <a data-nav="" href={h.path}>
              {historyLabel(h)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
