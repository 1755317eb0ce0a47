/** Fuzzy search settings of every list (spec 001 §9): fuse.js threshold 0.8, from 2 characters. */
export const SEARCH_THRESHOLD = 0.8;
export const SEARCH_MIN_QUERY = 2;
