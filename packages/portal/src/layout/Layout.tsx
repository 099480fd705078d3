import { Toaster, toasterCss } from "@pulso/widgets";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { usePortalT } from "../i18n/usePortalT";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { RouteSkeleton } from "./RouteSkeleton";
import { WidgetStyles } from "./WidgetStyles";

/**
 * The shared layout of spec §2: a skip link, the header, the page (a six-card skeleton while its
 * code loads), the footer and the toasts.
 */
export function Layout() {
  const { t } = usePortalT();
  return (
    <div className="portal">
      {/* The toasts are on every page; each page brings its own widgets' styles. */}
      <WidgetStyles name="toaster" css={toasterCss} />
      <a className="portal-skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <Header />
      <main id="main" className="portal-main" tabIndex={-1}>
        <Suspense fallback={<RouteSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
