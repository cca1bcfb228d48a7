/** What a visitor reads where a list of fund data is empty: operators learn why from `npm run data:status`. */
export function NoFundData({ what }: { what: string }) {
  return (
    <p role="status">
      {what} are not available right now. We are updating our fund data; please check back in a little while.
    </p>
  );
}
