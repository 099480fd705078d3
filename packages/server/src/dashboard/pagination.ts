import type { Pagination } from "@pulso/core";

/** The pagination object of a list response (spec §3) for one page of `total` items. */
export function paginationOf(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, hasMore: page < totalPages };
}

/** The SQL OFFSET of a 1-based page. */
export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}
