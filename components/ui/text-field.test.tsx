import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Select } from "./select";
import { TEXT_AREA_DEFAULT_ROWS, TextArea } from "./text-area";
import { TextField } from "./text-field";

describe("TextField", () => {
  it("labels the input and links help and error text", () => {
    render(<TextField label="PAN" helpText="10 characters" error="Invalid PAN" />);
    const input = screen.getByLabelText("PAN");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("10 characters Invalid PAN");
    expect(screen.getByText("Invalid PAN")).toBeInTheDocument();
  });

  it("accepts typing", async () => {
    const user = userEvent.setup();
    render(<TextField label="Name" />);
    await user.type(screen.getByLabelText("Name"), "Asha");
    expect(screen.getByLabelText("Name")).toHaveValue("Asha");
  });

  it("renders a floating label after the input, offset when there is a leading icon", () => {
    render(<TextField label="Search funds" floatingLabel leadingIcon={<span>🔍</span>} />);
    const input = screen.getByLabelText("Search funds");
    const label = screen.getByText("Search funds");
    expect(label).toHaveClass("floatingLabel");
    expect(input.nextElementSibling).toBe(label);
    expect(input).toHaveAttribute("placeholder", " ");
    expect(input.parentElement).toHaveClass("withIcon");
    expect(input.parentElement).toHaveClass("floating");
  });
});

describe("TextArea", () => {
  it("has 6 rows by default", () => {
    render(<TextArea label="Notes" />);
    expect(TEXT_AREA_DEFAULT_ROWS).toBe(6);
    expect(screen.getByLabelText("Notes")).toHaveAttribute("rows", "6");
  });

  it("shows an error", () => {
    render(<TextArea label="Notes" rows={3} error="Too long" />);
    expect(screen.getByLabelText("Notes")).toHaveAttribute("rows", "3");
    expect(screen.getByLabelText("Notes")).toHaveAccessibleDescription("Too long");
  });
});

describe("Select", () => {
  it("renders a labelled native select with a placeholder and options", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Select
        label="Category"
        placeholder="Any category"
        defaultValue=""
        onChange={onChange}
        options={[
          { value: "equity", label: "Equity" },
          { value: "debt", label: "Debt" },
        ]}
        helpText="SEBI category"
      />,
    );
    const select = screen.getByRole("combobox", { name: "Category" });
    expect(select).toHaveClass("select");
    expect(select).toHaveAccessibleDescription("SEBI category");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Any category",
      "Equity",
      "Debt",
    ]);
    await user.selectOptions(select, "debt");
    expect(select).toHaveValue("debt");
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
