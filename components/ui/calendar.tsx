"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { daysInMonth, MONTH_NAMES, type CalendarDate } from "@/lib/format";
import {
  MONTHS_PER_ROW,
  WEEKDAY_NAMES,
  YEARS_PER_PAGE,
  YEARS_PER_ROW,
  addDays,
  addMonths,
  chunk,
  clampDate,
  compareDates,
  dayLabel,
  isWithin,
  monthName,
  monthWeeks,
  sameDate,
  today,
  weekday,
  yearPage,
} from "./calendar-math";
import { cx } from "./field-state";
import styles from "./calendar.module.css";

export type CalendarView = "day" | "month" | "year";

export interface CalendarProps {
  selected: CalendarDate | null;
  onSelect: (date: CalendarDate) => void;
  /** Esc pressed anywhere in the calendar. */
  onEscape: () => void;
  minDate?: CalendarDate | null;
  maxDate?: CalendarDate | null;
  /** Move focus to the active cell on mount. */
  autoFocus?: boolean;
  /** Each new value moves focus to the active cell (lets the date input hand focus over). */
  focusRequest?: number;
  weekStartsOn?: 0 | 1;
}

function withYear(date: CalendarDate, year: number): CalendarDate {
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/** Month grid, year grid and day grid; always starts on the day view. */
export function Calendar({
  selected,
  onSelect,
  onEscape,
  minDate = null,
  maxDate = null,
  autoFocus = false,
  focusRequest = 0,
  weekStartsOn = 0,
}: CalendarProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<CalendarView>("day");
  const [active, setActive] = useState<CalendarDate>(() => clampDate(selected ?? today(), minDate, maxDate));
  const [activeYear, setActiveYear] = useState(active.year);
  const [focusTick, setFocusTick] = useState(autoFocus ? 1 : 0);

  useEffect(() => {
    if (focusTick + focusRequest === 0) return;
    rootRef.current?.querySelector<HTMLElement>('[data-active="true"]')?.focus();
  }, [focusTick, focusRequest]);

  const moveFocus = () => setFocusTick((tick) => tick + 1);

  function showView(next: CalendarView) {
    if (next === "year") setActiveYear(active.year);
    setView(next);
    moveFocus();
  }

  const monthDisabled = (year: number, month: number) =>
    Boolean(
      (minDate && compareDates({ year, month, day: daysInMonth(year, month) }, minDate) < 0) ||
      (maxDate && compareDates({ year, month, day: 1 }, maxDate) > 0),
    );
  const yearDisabled = (year: number) => Boolean((minDate && year < minDate.year) || (maxDate && year > maxDate.year));

  function chooseMonth(month: number) {
    if (monthDisabled(active.year, month)) return;
    setActive(
      clampDate({ ...active, month, day: Math.min(active.day, daysInMonth(active.year, month)) }, minDate, maxDate),
    );
    setView("day");
    moveFocus();
  }

  function chooseYear(year: number) {
    if (yearDisabled(year)) return;
    setActive(clampDate(withYear(active, year), minDate, maxDate));
    setView("day");
    moveFocus();
  }

  function handleEscape(event: KeyboardEvent) {
    if (event.key !== "Escape") return false;
    event.preventDefault();
    event.stopPropagation();
    onEscape();
    return true;
  }

  function handleDayKey(event: KeyboardEvent<HTMLElement>, date: CalendarDate) {
    if (handleEscape(event)) return;
    const dow = (weekday(active) - weekStartsOn + 7) % 7;
    const moves: Record<string, () => CalendarDate> = {
      ArrowLeft: () => addDays(active, -1),
      ArrowRight: () => addDays(active, 1),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      Home: () => addDays(active, -dow),
      End: () => addDays(active, 6 - dow),
      PageUp: () => addMonths(active, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(active, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move());
      moveFocus();
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (isWithin(date, minDate, maxDate)) onSelect(date);
    }
  }

  function handleMonthKey(event: KeyboardEvent<HTMLElement>, month: number) {
    if (handleEscape(event)) return;
    const delta = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -MONTHS_PER_ROW, ArrowDown: MONTHS_PER_ROW }[event.key];
    if (delta !== undefined) {
      event.preventDefault();
      const next = month + delta;
      if (next >= 1 && next <= 12) {
        setActive({ ...active, month: next, day: Math.min(active.day, daysInMonth(active.year, next)) });
        moveFocus();
      }
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      chooseMonth(month);
    }
  }

  function handleYearKey(event: KeyboardEvent<HTMLElement>, year: number) {
    if (handleEscape(event)) return;
    const delta = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -YEARS_PER_ROW,
      ArrowDown: YEARS_PER_ROW,
      PageUp: -YEARS_PER_PAGE,
      PageDown: YEARS_PER_PAGE,
    }[event.key];
    if (delta !== undefined) {
      event.preventDefault();
      setActiveYear(Math.min(9999, Math.max(1, year + delta)));
      moveFocus();
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      chooseYear(year);
    }
  }

  const now = today();
  const years = yearPage(activeYear);
  const firstYear = years[0] ?? activeYear;
  const lastYear = years[years.length - 1] ?? activeYear;

  return (
    <div ref={rootRef} className={styles.calendar}>
      <div className={styles.header}>
        {view === "day" ? (
          <>
            <button
              type="button"
              className={styles.nav}
              aria-label="Previous month"
              onClick={() => setActive(addMonths(active, -1))}
              onKeyDown={handleEscape}
            >
              ‹
            </button>
            <div className={styles.heading}>
              <button
                type="button"
                className={styles.headingButton}
                aria-label={`${monthName(active.month)}, choose month`}
                onClick={() => showView("month")}
                onKeyDown={handleEscape}
              >
                {monthName(active.month)}
              </button>
              <button
                type="button"
                className={styles.headingButton}
                aria-label={`${active.year}, choose year`}
                onClick={() => showView("year")}
                onKeyDown={handleEscape}
              >
                {active.year}
              </button>
            </div>
            <button
              type="button"
              className={styles.nav}
              aria-label="Next month"
              onClick={() => setActive(addMonths(active, 1))}
              onKeyDown={handleEscape}
            >
              ›
            </button>
          </>
        ) : null}
        {view === "month" ? (
          <>
            <button
              type="button"
              className={styles.nav}
              aria-label="Previous year"
              onClick={() => setActive(clampDate(withYear(active, active.year - 1), minDate, maxDate))}
              onKeyDown={handleEscape}
            >
              ‹
            </button>
            <div className={styles.heading}>
              <button
                type="button"
                className={styles.headingButton}
                aria-label={`${active.year}, choose year`}
                onClick={() => showView("year")}
                onKeyDown={handleEscape}
              >
                {active.year}
              </button>
            </div>
            <button
              type="button"
              className={styles.nav}
              aria-label="Next year"
              onClick={() => setActive(clampDate(withYear(active, active.year + 1), minDate, maxDate))}
              onKeyDown={handleEscape}
            >
              ›
            </button>
          </>
        ) : null}
        {view === "year" ? (
          <>
            <button
              type="button"
              className={styles.nav}
              aria-label="Previous years"
              onClick={() => setActiveYear(Math.max(1, activeYear - YEARS_PER_PAGE))}
              onKeyDown={handleEscape}
            >
              ‹
            </button>
            <div className={styles.heading}>
              <span className={styles.headingText}>
                {firstYear} – {lastYear}
              </span>
            </div>
            <button
              type="button"
              className={styles.nav}
              aria-label="Next years"
              onClick={() => setActiveYear(Math.min(9999, activeYear + YEARS_PER_PAGE))}
              onKeyDown={handleEscape}
            >
              ›
            </button>
          </>
        ) : null}
      </div>

      {view === "day" ? (
        <table role="grid" className={styles.grid} aria-label={`${monthName(active.month)} ${active.year}`}>
          <thead>
            <tr>
              {Array.from({ length: 7 }, (_, index) => {
                const name = WEEKDAY_NAMES[(index + weekStartsOn) % 7] ?? "";
                return (
                  <th key={name} scope="col" abbr={name} className={styles.weekday}>
                    {name.slice(0, 2)}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(active.year, active.month, weekStartsOn).map((week, row) => (
              <tr key={row}>
                {week.map((date, column) =>
                  date ? (
                    <td
                      key={date.day}
                      role="gridcell"
                      tabIndex={sameDate(date, active) ? 0 : -1}
                      data-active={sameDate(date, active) || undefined}
                      aria-label={dayLabel(date)}
                      aria-selected={sameDate(date, selected)}
                      aria-disabled={!isWithin(date, minDate, maxDate) || undefined}
                      aria-current={sameDate(date, now) ? "date" : undefined}
                      className={cx(
                        styles.day,
                        sameDate(date, selected) && styles.selected,
                        sameDate(date, now) && styles.today,
                        !isWithin(date, minDate, maxDate) && styles.disabled,
                      )}
                      onClick={() => {
                        if (isWithin(date, minDate, maxDate)) onSelect(date);
                      }}
                      onKeyDown={(event) => handleDayKey(event, date)}
                    >
                      {date.day}
                    </td>
                  ) : (
                    <td key={`empty-${column}`} className={styles.empty} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      {view === "month" ? (
        <table role="grid" className={styles.grid} aria-label={`Months of ${active.year}`}>
          <tbody>
            {chunk(
              MONTH_NAMES.map((name, index) => ({ name, month: index + 1 })),
              MONTHS_PER_ROW,
            ).map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map(({ name, month }) => (
                  <td
                    key={month}
                    role="gridcell"
                    tabIndex={month === active.month ? 0 : -1}
                    data-active={month === active.month || undefined}
                    aria-label={`${name} ${active.year}`}
                    aria-selected={month === active.month}
                    aria-disabled={monthDisabled(active.year, month) || undefined}
                    className={cx(
                      styles.wide,
                      month === active.month && styles.selected,
                      monthDisabled(active.year, month) && styles.disabled,
                    )}
                    onClick={() => chooseMonth(month)}
                    onKeyDown={(event) => handleMonthKey(event, month)}
                  >
                    {name.slice(0, 3)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      {view === "year" ? (
        <table role="grid" className={styles.grid} aria-label={`Years ${firstYear} to ${lastYear}`}>
          <tbody>
            {chunk(years, YEARS_PER_ROW).map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((year) => (
                  <td
                    key={year}
                    role="gridcell"
                    tabIndex={year === activeYear ? 0 : -1}
                    data-active={year === activeYear || undefined}
                    aria-selected={year === active.year}
                    aria-disabled={yearDisabled(year) || undefined}
                    className={cx(
                      styles.wide,
                      year === active.year && styles.selected,
                      yearDisabled(year) && styles.disabled,
                    )}
                    onClick={() => chooseYear(year)}
                    onKeyDown={(event) => handleYearKey(event, year)}
                  >
                    {year}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
