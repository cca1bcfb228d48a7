/** Today's date in India (Asia/Kolkata) as YYYY-MM-DD: AMFI publishes by the Indian calendar. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
