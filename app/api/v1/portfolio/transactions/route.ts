// GET/POST /api/v1/portfolio/transactions - the member's transactions; record one at the NAV of its date
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { addTransactionEndpoint, listTransactionsEndpoint } from "@/lib/api/schemas/portfolio";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { addTransaction, listTransactions } from "@/lib/portfolio/portfolio-queries";

export const GET = handleMember(listTransactionsEndpoint, ({ tx, sql, userId }) => listTransactions(tx, sql, userId));
export const POST = handleMember(addTransactionEndpoint, ({ tx, sql, userId, body }) =>
  addTransaction(tx, sql, userId, body, todayInIndia()),
);
