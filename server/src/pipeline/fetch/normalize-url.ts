// SPEC §5 normalisation lives in @cairn/shared: the builder compares URLs for duplicates with the same rules
// the server keys its cache by.
export { normalizeUrl, sameArticleUrl, TRACKING_PARAMS } from '@cairn/shared/submission/normalize-url';
