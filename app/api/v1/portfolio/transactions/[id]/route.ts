// DELETE /api/v1/portfolio/transactions/{id} - delete one of the member's transactions
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { deleteTransactionEndpoint } from "@/lib/api/schemas/portfolio";
import { deleteTransaction } from "@/lib/portfolio/portfolio-queries";

export const DELETE = handleMember(deleteTransactionEndpoint, ({ tx, userId, params }) =>
  deleteTransaction(tx, userId, params.id),
);
