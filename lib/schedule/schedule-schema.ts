/** pg-boss keeps its tables in this schema of the app's database (made and migrated by pg-boss itself). */
export const SCHEDULE_SCHEMA = "pgboss";
