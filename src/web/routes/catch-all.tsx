// Any unknown path shows the not-found page, answered with HTTP 404 (ADR 0001).
export { default, loader, meta } from './not-found';
