import type { Banner, Market, User } from "@pulso/core";

/** A market with its image made absolute (spec §3: relative paths get the API host). */
export function withMarketImage(
  market: Market,
  absolutize: (path: string | null) => string,
): Market {
  return market.image ? { ...market, image: absolutize(market.image) } : market;
}

/** A user with the verification photo made absolute. */
export function withUserPhoto(user: User, absolutize: (path: string | null) => string): User {
  return user.verificationPhotoUrl
    ? { ...user, verificationPhotoUrl: absolutize(user.verificationPhotoUrl) }
    : user;
}

/** A banner with its image made absolute. */
export function withBannerImage(
  banner: Banner,
  absolutize: (path: string | null) => string,
): Banner {
  return banner.imageUrl ? { ...banner, imageUrl: absolutize(banner.imageUrl) } : banner;
}
