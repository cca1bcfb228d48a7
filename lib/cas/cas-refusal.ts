/** Why a statement was refused, in words for the member; nothing was read into the database. */
export class CasRefusal extends Error {
  constructor(
    readonly code: "not_pdf" | "password" | "too_large" | "too_many_pages" | "too_complex" | "not_cas" | "unreadable",
    message: string,
  ) {
    super(message);
    this.name = "CasRefusal";
  }
}
