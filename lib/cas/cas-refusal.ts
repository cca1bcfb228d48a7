/** Why a statement was refused, in words for the member; nothing was read into the database. */
export class CasRefusal extends Error {
  constructor(
    readonly code:
      | "not_pdf"
      | "password"
      | "too_large"
      | "too_many_pages"
      | "too_complex"
      | "not_cas"
      | "unreadable"
      /** The server's PDF readers and their queue are full: the file may be fine, try again later. */
      | "busy",
    message: string,
  ) {
    super(message);
    this.name = "CasRefusal";
  }
}
