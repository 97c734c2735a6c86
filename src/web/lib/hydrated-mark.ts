/** The User Timing mark the root layout sets once the page is hydrated (bench/phone.ts reads it). */
export const HYDRATED_MARK = 'lagune:hydrated';
