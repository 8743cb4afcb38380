/**
 * The visitor the demo corpus's submissions belong to (server/src/demo). Its id is no one's credential, and
 * it is shown by name: the builder's Active Builders list read "00000000" for it.
 */
export const DEMO_VISITOR_ID = '00000000-0000-4000-8000-00000000d3e0';
export const DEMO_VISITOR_NAME = 'Demo corpus';
