import type { ReactNode } from "react";
import { Link } from "react-router";

/** Whether a configured URL is one of the portal's own paths (`/markets/all`). */
export function isInternalPath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

/**
 * A link from server-configured settings (market links, footer): the router's for the portal's
 * own paths, a plain one opening a new tab for other sites.
 */
export function SiteLink({
  url,
  children,
  onNavigate,
  className,
}: {
  url: string;
  children: ReactNode;
  onNavigate?: () => void;
  className?: string;
}) {
  if (isInternalPath(url)) {
    return (
      <Link to={url} onClick={onNavigate} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}
