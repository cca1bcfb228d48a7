// One formatter for the process: building an Intl.DateTimeFormat costs about 100 µs, and the API's answer cache
// asks for today on every call.
const INDIA_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in India (Asia/Kolkata) as YYYY-MM-DD: AMFI publishes by the Indian calendar. */
export function todayInIndia(now = new Date()): string {
  return INDIA_DATE.format(now);
}
