import type { NewsApi } from '../../shared/news-api';
import type { Reads } from '../services/cache/dependencies';

/**
 * What a page renders from, for one render: given the Reads of the page's production (none when
 * the page is not kept), each answer the render reads adds its tags there, so that the page
 * depends on the stories and lists it shows.
 */
export type PageNewsApi = (reads?: Reads) => NewsApi;
