// Any unknown path shows the not-found page; the server answers it with HTTP 404 (ADR 0001).
export { default, meta } from './not-found';
