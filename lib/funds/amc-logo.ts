/** Where a fund house's logo is served (a monogram drawn by app/amc-logos until real artwork is licensed). */
export function amcLogoUrl(amcSlug: string): string {
  return `/amc-logos/${amcSlug}.svg`;
}
