/** Sets NEXT_PUBLIC_SITE_URL for a test, or removes it for undefined (assigning undefined would store "undefined"). */
export function setSiteUrl(value: string | undefined): void {
  if (value === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
  else process.env.NEXT_PUBLIC_SITE_URL = value;
}
