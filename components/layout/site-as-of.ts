import { cache } from "react";
import { getDatabase } from "@/lib/db/client";
import { readSiteAsOf } from "@/lib/schedule/site-as-of";

/** The site's as-of date, read once per render for the layout's notice and the page's header. */
export const getSiteAsOf = cache(() => readSiteAsOf(getDatabase().sql));
