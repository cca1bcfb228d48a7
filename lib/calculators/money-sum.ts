/**
 * A running total of money with Neumaier's compensated summation: the rounding error of every
 * addition is carried in a second double and added back at the end, so the total's error stays at
 * about one unit in the last place however many terms are added (a plain loop's error grows with
 * the count: ten additions of 0.1 give 0.9999999999999999).
 *
 * Why not whole paise in integers: the amounts summed are not whole paise (a stepped-up instalment
 * is 10,000 × 1.1^k, a month's growth is any fraction), and rounding each to a paisa would be
 * rounding before display, which the calculators never do. Used for every cumulative column shown
 * to the user (invested to date, withdrawn, transferred, growth).
 */
export class MoneySum {
  private sum = 0;
  private compensation = 0;

  add(amount: number): this {
    const total = this.sum + amount;
    // Whichever operand is larger in magnitude keeps its digits; recover what the other lost.
    this.compensation += Math.abs(this.sum) >= Math.abs(amount) ? this.sum - total + amount : amount - total + this.sum;
    this.sum = total;
    return this;
  }

  get value(): number {
    return this.sum + this.compensation;
  }
}
